import { describe, expect, it } from 'vitest';
import type { Step6Form } from '../schemas/forms.js';
import {
  payscaleKeyIssues,
  periodicIncreaseIssues,
  step3Issues,
  step4Issues,
  step5Issues,
  step6Issues,
} from './step-rules.js';
import { validTable } from './test-forms.js';
import { wizardErrorList } from './wizard-errors.js';

const first = validTable({ key: 't1', activePer: '01-01-2025', endDate: '30-06-2025' });
const second = validTable({ key: 't2', activePer: '01-07-2025', endDate: '31-12-2025' });

describe('step3Issues', () => {
  it('accepts tables that follow each other, the last with an end date', () => {
    expect(step3Issues([first, second])).toEqual([]);
    expect(step3Issues([second, first])).toEqual([]);
  });
  it('says Voeg ten minste een tabel toe without tables', () => {
    expect(step3Issues([])).toEqual([{ message: 'Voeg ten minste een tabel toe' }]);
  });
  it('requires an end date on the last table', () => {
    expect(step3Issues([first, { ...second, endDate: '' }])).toEqual([
      { message: 'Veld is vereist', tableKey: 't2', tableName: 'Uurlonen', field: 'endDate' },
    ]);
  });
  it('says Er is geen opvolgende loontabel na deze einddatum when the next table does not start the day after', () => {
    const gap = { ...second, activePer: '02-07-2025' };
    expect(step3Issues([first, gap])).toEqual([
      {
        message: 'Er is geen opvolgende loontabel na deze einddatum',
        tableKey: 't1',
        tableName: 'Uurlonen',
        field: 'endDate',
      },
    ]);
  });
  it('checks each name as its own run of tables', () => {
    const other = validTable({
      key: 't3',
      name: 'Maandlonen',
      activePer: '01-03-2025',
      endDate: '31-12-2025',
    });
    expect(step3Issues([first, second, other])).toEqual([]);
  });
  it("reports each table's field errors with the table", () => {
    const issues = step3Issues([
      { ...first, hourDefinition: 'kort' },
      { ...second, advComment: '' },
    ]);
    expect(issues).toEqual([
      { message: 'Veld is vereist', tableKey: 't2', tableName: 'Uurlonen', field: 'advComment' },
    ]);
    expect(wizardErrorList(step3Issues([{ ...first, hourDefinition: 'abc' }, second])).messages).toEqual([
      'In loontabel Uurlonen: Minimaal 4 karakters',
    ]);
  });
});

describe('periodicIncreaseIssues', () => {
  it('accepts tables without the flag or with increases', () => {
    const withIncrease = validTable({
      hasPeriodiekVerhogingen: 1,
      periodiekVerhogingen: [
        {
          type: 'mandatory_periodical',
          trigger_date: null,
          required_time: 12,
          required_time_type: 'months',
          measurement_type: 'calendar',
          date_required_time_interaction: 'required_time',
        },
      ],
    });
    expect(periodicIncreaseIssues([first, withIncrease])).toEqual([]);
  });
  it('says Voeg minimaal een periodiekverhoging toe for a flagged table without increases', () => {
    expect(periodicIncreaseIssues([{ ...first, hasPeriodiekVerhogingen: 1 }])).toEqual([
      {
        message: 'Voeg minimaal een periodiekverhoging toe',
        tableKey: 't1',
        tableName: 'Uurlonen',
        field: 'periodiekVerhogingen',
      },
    ]);
  });
});

describe('payscaleKeyIssues', () => {
  it('accepts distinct keys of up to 10 characters', () => {
    expect(payscaleKeyIssues(first)).toEqual([]);
  });
  it('says Waarde moet uniek zijn for keys differing only in case or spaces', () => {
    const table = validTable({
      fullTable: { null: { A: { '1': '1' }, ' a': { '1': '1' } } },
      originalFullTable: null,
    });
    expect(payscaleKeyIssues(table).map((found) => found.message)).toEqual([
      'Waarde moet uniek zijn',
      'Waarde moet uniek zijn',
    ]);
  });
  it('says Maximaal 10 karakters for a long key', () => {
    const table = validTable({ fullTable: { null: { SCHAAL12345: { '1': '1' } } }, originalFullTable: null });
    expect(payscaleKeyIssues(table).map((found) => found.message)).toEqual(['Maximaal 10 karakters']);
  });
});

describe('step4Issues', () => {
  it('accepts tables where every age has a wage at or above the original', () => {
    expect(step4Issues([first, second])).toEqual([]);
  });
  it('names the table and age without a wage, with Alle leeftijden for all ages', () => {
    const table = validTable({
      fullTable: { null: { A: {} }, '21': { A: { '1': '' } }, '22': { A: { '1': '2000' } } },
      originalFullTable: null,
    });
    // Numeric age keys come first in a JavaScript object, before 'null'.
    expect(step4Issues([table]).map((found) => found.message)).toEqual([
      'Loontabel "Uurlonen" met leeftijd "21" moet ten minste één loon hebben',
      'Loontabel "Uurlonen" met leeftijd "Alle leeftijden" moet ten minste één loon hebben',
      'Veld is vereist',
    ]);
  });
  it('does not prefix the age message with the table name again, but marks the tab', () => {
    const table = validTable({ fullTable: {}, originalFullTable: null });
    expect(wizardErrorList(step4Issues([table]))).toEqual({
      messages: ['Loontabel "Uurlonen" met leeftijd "Alle leeftijden" moet ten minste één loon hebben'],
      invalidTabs: ['tabel-1'],
    });
  });
  it('rejects a cell below its original value', () => {
    const lowered = {
      ...first,
      fullTable: { null: { A: { '1': '2499.99', '2': '2600.00' }, B: { '1': '2700.00' } } },
    };
    expect(step4Issues([lowered])).toEqual([
      {
        message: 'Waarde moet minimaal 2500 zijn',
        tableKey: 't1',
        tableName: 'Uurlonen',
        field: 'fullTable.null.A.1',
      },
    ]);
  });
  it('reads a stored cell as a dot decimal: 14.999 is below an original of 15.52, not 14999', () => {
    const table = validTable({
      fullTable: { null: { A: { '1': '14.999' } } },
      originalFullTable: { null: { A: { '1': '15.52' } } },
    });
    expect(step4Issues([table]).map((found) => [found.field, found.message])).toEqual([
      ['fullTable.null.A.1', 'Waarde moet minimaal 15,52 zijn'],
    ]);
  });
  it('refuses a zero or negative wage and Dutch notation when there is no original', () => {
    const table = validTable({
      fullTable: { null: { A: { '1': '-5', '2': '0', '3': '15,52', '4': '12.5' } } },
      originalFullTable: null,
    });
    expect(step4Issues([table]).map((found) => [found.field, found.message])).toEqual([
      ['fullTable.null.A.1', 'Waarde moet groter dan 0 zijn'],
      ['fullTable.null.A.2', 'Waarde moet groter dan 0 zijn'],
      ['fullTable.null.A.3', 'Vul een geldig getal in'],
    ]);
  });
});

describe('step5Issues', () => {
  it("accepts jobs with a title and one of the table's payscales", () => {
    expect(step5Issues([first])).toEqual([]);
  });
  it('reports a job without a title or with a payscale the table lacks', () => {
    const table = { ...first, jobs: [{ jobId: null, name: '', minimalPayscale: 'Z', aard: null }] };
    expect(step5Issues([table])).toEqual([
      { message: 'Veld is vereist', tableKey: 't1', tableName: 'Uurlonen', field: 'jobs.0.name' },
      {
        message: 'Vul een geldige waarde in',
        tableKey: 't1',
        tableName: 'Uurlonen',
        field: 'jobs.0.minimalPayscale',
      },
    ]);
  });
});

describe('step6Issues', () => {
  const form: Step6Form = { bonusCombination: 'add', werksoorten: {}, singleWerksoorten: {}, educations: [] };
  it('accepts a complete step 6', () => {
    expect(step6Issues(form)).toEqual([]);
  });
  it('reports the missing combination and a pay type answered Yes without a comment', () => {
    expect(
      step6Issues({ ...form, bonusCombination: null, singleWerksoorten: { IC: { comment: '' } } }),
    ).toEqual([
      { message: 'Veld is vereist', field: 'bonusCombination', label: 'Samenloop van toeslagen' },
      { message: 'Veld is vereist', field: 'singleWerksoorten.IC.comment', label: 'IC, Toelichting' },
    ]);
  });
  it('names each field as the screen does, so the list under the wizard says which one', () => {
    const issues = step6Issues({
      ...form,
      werksoorten: {
        OV: [{ name: 'OV01', startDate: '31-02-2025', comment: '', amount: '', description: 'Overwerk' }],
        TWV: [
          {
            name: 'TWV01',
            startDate: '',
            comment: 'Een toelichting',
            amount: 'x',
            description: 'Vergoeding',
          },
        ],
      },
      educations: [{ description: '', inleners_jobs: [] }],
    });
    expect(wizardErrorList(issues).messages).toEqual([
      'OV01, Ingangsdatum: Geldige datum vereist (DD-MM-YYYY)',
      'OV01, Toelichting: Veld is vereist',
      'OV01, Percentage: Veld is vereist',
      'TWV01, Bedrag: Vul een geldig getal in',
      'Opleiding 1, Omschrijving: Veld is vereist',
      'Opleiding 1, Voor de functies: Veld is vereist',
    ]);
  });
});
