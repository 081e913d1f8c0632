import { describe, expect, it } from 'vitest';
import { testScheme } from '../test-scheme.js';
import { checkSchemePayload } from './check.js';
import { planImport } from './import-plan.js';
import { schemeUpdatePayload } from './scheme-payload.js';

const scheme = testScheme();
const payload = schemeUpdatePayload(scheme);

describe('checkSchemePayload', () => {
  it('passes a scheme that follows the rules', () => {
    expect(checkSchemePayload(payload, new Map())).toEqual([]);
  });

  it("names table, age, payscale and periodical of a wage below the cao's original cell", () => {
    const withOriginal = {
      ...payload,
      salary_tables: payload.salary_tables.map((table, index) =>
        index === 2 ? { ...table, original_salary_table_id: 103 } : table,
      ),
    };
    const originals = new Map([[103, { '18': { A: { '1': '12.18' } } }]]);
    expect(checkSchemePayload(withOriginal, originals)).toEqual([
      'loontabel 3 (Jeugd), leeftijd 18, schaal A, periodiek 1: Waarde moet minimaal € 12,18 zijn',
    ]);
  });

  it("shows the cao's original as an amount, '€ 12,70' and '€ 1.234,56', never '12,7'", () => {
    const withOriginal = {
      ...payload,
      salary_tables: payload.salary_tables.map((table, index) =>
        index === 2 ? { ...table, original_salary_table_id: 103 } : table,
      ),
    };
    const line = (wage: string) =>
      checkSchemePayload(withOriginal, new Map([[103, { '18': { A: { '1': wage } } }]]));
    const place = 'loontabel 3 (Jeugd), leeftijd 18, schaal A, periodiek 1';
    expect(line('12.7')).toEqual([`${place}: Waarde moet minimaal € 12,70 zijn`]);
    expect(line('1234.56')).toEqual([`${place}: Waarde moet minimaal € 1.234,56 zijn`]);
    // A third decimal is kept: the floor is exact.
    expect(line('12.185')).toEqual([`${place}: Waarde moet minimaal € 12,185 zijn`]);
    // Below it nothing is said at all.
    expect(line('1.00')).toEqual([]);
  });

  it('refuses a monthly table divided by 1 without working hours, naming the field in Dutch', () => {
    const monthly = (hours: string | null) => ({
      ...payload,
      salary_tables: payload.salary_tables.map((table, index) =>
        index === 0 ? { ...table, wages_per: 'month' as const, hours_in_workweek: hours } : table,
      ),
    });
    const [first] = payload.salary_tables;
    expect(checkSchemePayload(monthly(null), new Map())).toEqual([
      `loontabel 1 (${first?.name}), uren per week: Vul de uren per week in, zodat het loon naar een uurloon kan worden omgerekend`,
    ]);
    expect(checkSchemePayload(monthly('36'), new Map())).toEqual([]);
  });

  it('refuses an import that drops the payscale a job needs', () => {
    const { payload: next } = planImport(scheme, payload, [
      { file: 'basis.csv', tables: { Basis: { null: { A: { '1': '15.40' } } } } },
    ]);
    const lines = checkSchemePayload(next, new Map());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^loontabel 2 \(Basis\), functie 1 \(Glazenwasser\), minimale schaal: /);
  });

  it('refuses an added table whose dates are not in order, naming the field in Dutch', () => {
    const { payload: next } = planImport(
      scheme,
      payload,
      [{ file: 'nieuw.csv', tables: { Nieuw: { null: { A: { '1': '15.40' } } } } }],
      { activePer: '2026-01-01', endDate: '2025-12-31' },
    );
    expect(checkSchemePayload(next, new Map())).toEqual([
      'loontabel 4 (Nieuw), einddatum: Datum moet ná vanaf datum zijn',
    ]);
  });
});
