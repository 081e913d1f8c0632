import { describe, expect, it } from 'vitest';
import { fixtureCao } from '../wizard/test-cao.js';
import { applyIncrease } from './apply-increase.js';
import {
  followUpName,
  increaseFullTableByPayscale,
  increaseVerb,
  planDatedIncrease,
  type DatedIncreaseStep,
  type DatedIncreaseTable,
} from './dated-increase.js';

/** '+3 %, then € 0,25 / 0,15 / 0,10 per payscale': the cao's raise of 1-1-2026 (cao-facts.md 4.1). */
const SCHOONMAAK_STEPS: DatedIncreaseStep[] = [
  { type: 'percentage', value: '3' },
  { type: 'amount', value: '0.10', payscales: { LG1: '0.25', LG2: '0.15' } },
];

function schoonmaakTables(): DatedIncreaseTable[] {
  return fixtureCao().salary_tables.map((table) => ({
    name: table.name,
    start: table.active_per,
    end: table.end_date,
    fullTable: table.full_table,
  }));
}

function table(name: string, start: string | null, end: string | null, wage = '10.00'): DatedIncreaseTable {
  return { name, start, end, fullTable: { null: { A: { '1': wage }, B: { '1': wage } } } };
}

describe('planDatedIncrease', () => {
  it('continues the Schoonmaak series per 01-07-2026 with +3 % and then the amount per payscale, rounded once', () => {
    const tables = schoonmaakTables();
    const plan = planDatedIncrease(tables, {
      per: '2026-07-01',
      endDate: '2026-12-31',
      steps: SCHOONMAAK_STEPS,
    });
    if (!plan.ok) throw new Error(plan.errors.map((error) => error.message).join('\n'));
    expect(plan.ended).toEqual([]);
    expect(plan.untouched).toEqual([]);
    expect(plan.followUps).toHaveLength(1);
    const [followUp] = plan.followUps;
    expect(followUp).toMatchObject({
      from: 3,
      name: 'Basisuurlonen 1-7-2026',
      start: '2026-07-01',
      end: '2026-12-31',
      direction: 'up',
    });
    // LG1 trede 1 of 1-1-2026: 15,52 x 1,03 = 15,9856; + 0,25 = 16,2356; rounded once: 16,24.
    expect(followUp?.fullTable.null?.LG1?.['1']).toBe('16.24');
    // LG2 trede 1: 16,08 x 1,03 + 0,15 = 16,7124 -> 16,71; LG6: 19,12 x 1,03 + 0,10 = 19,7936 -> 19,79.
    expect(followUp?.fullTable.null?.LG2?.['1']).toBe('16.71');
    expect(followUp?.fullTable.null?.LG6?.['1']).toBe('19.79');
    const source = tables[3]!.fullTable;
    for (const [age, payscales] of Object.entries(source)) {
      for (const [payscale, cells] of Object.entries(payscales)) {
        const amount = payscale === 'LG1' ? '0.25' : payscale === 'LG2' ? '0.15' : '0.10';
        for (const [column, wage] of Object.entries(cells)) {
          expect(followUp?.fullTable[age]?.[payscale]?.[column]).toBe(
            applyIncrease(wage, [
              { type: 'percentage', value: '3' },
              { type: 'amount', value: amount },
            ]),
          );
        }
      }
    }
    // The given tables are not changed.
    expect(tables[3]!.fullTable.null?.LG1?.['1']).toBe('15.52');
  });

  it('ends a table that runs past the date the day before, and its follow-up keeps the end date', () => {
    const tables = [table('Lonen 1-1-2026', '2026-01-01', '2026-12-31')];
    const plan = planDatedIncrease(tables, {
      per: '2026-07-01',
      steps: [{ type: 'percentage', value: '2' }],
    });
    expect(plan).toMatchObject({
      ok: true,
      ended: [{ index: 0, end: '2026-06-30' }],
      followUps: [{ from: 0, name: 'Lonen 1-7-2026', start: '2026-07-01', end: '2026-12-31' }],
    });
  });

  it('never touches a series that ended before the date, and raises only the series of --table', () => {
    const tables = [
      table('Oud 2024', '2024-01-01', '2024-12-31'),
      table('Loontabel', '2026-01-01', '2026-12-31'),
      table('Jeugd', '2026-01-01', '2026-12-31'),
    ];
    const all = planDatedIncrease(tables, { per: '2026-07-01', steps: [{ type: 'amount', value: '1' }] });
    expect(all).toMatchObject({ ok: true, untouched: [0] });
    if (!all.ok) return;
    expect(all.followUps.map((followUp) => followUp.from)).toEqual([1, 2]);
    const one = planDatedIncrease(tables, {
      per: '2026-07-01',
      steps: [{ type: 'amount', value: '1' }],
      table: 'jeugd',
    });
    expect(one.ok && one.followUps.map((followUp) => followUp.from)).toEqual([2]);
  });

  it('refuses a date on which the newest table starts (the same raise run twice), and accepts the day after', () => {
    const tables = [table('Lonen 1-1-2026', '2026-01-01', '2026-06-30')];
    const once = planDatedIncrease(tables, {
      per: '2026-07-01',
      endDate: '2026-12-31',
      steps: [{ type: 'percentage', value: '2' }],
    });
    if (!once.ok) throw new Error(once.errors.map((error) => error.message).join('\n'));
    const followUp = once.followUps[0]!;
    const { name, start, end, fullTable } = followUp;
    const afterOnce = [...tables, { name, start, end, fullTable }];
    const twice = planDatedIncrease(afterOnce, {
      per: '2026-07-01',
      endDate: '2026-12-31',
      steps: [{ type: 'percentage', value: '2' }],
    });
    expect(twice).toEqual({
      ok: false,
      errors: [
        {
          code: 'starts_on_date',
          message:
            "Loontabel 'Lonen 1-7-2026' begint al op 01-07-2026: is deze verhoging al gedaan? Een verhoging per " +
            'datum maakt een vervolgtabel en wijzigt geen bestaande tabel. Pas de lonen van die tabel zelf aan, ' +
            'of kies een latere datum.',
        },
      ],
    });
    const nextDay = planDatedIncrease(afterOnce, {
      per: '2026-07-02',
      steps: [{ type: 'percentage', value: '2' }],
    });
    expect(nextDay).toMatchObject({
      ok: true,
      ended: [{ index: 1, end: '2026-07-01' }],
      followUps: [{ from: 1, start: '2026-07-02', end: '2026-12-31' }],
    });
  });

  it('refuses in Dutch: a date not after the newest start, no end date, an unknown payscale or table', () => {
    const tables = [
      table('Lonen 2025', '2025-01-01', '2025-12-31'),
      table('Lonen 2026', '2026-01-01', '2026-06-30'),
    ];
    const messages = (increase: Parameters<typeof planDatedIncrease>[1]) => {
      const plan = planDatedIncrease(tables, increase);
      return plan.ok ? [] : plan.errors.map((error) => error.message);
    };
    expect(messages({ per: '2025-07-01', steps: [{ type: 'percentage', value: '1' }] })).toEqual([
      "01-07-2025 ligt niet na de ingangsdatum van loontabel 'Lonen 2026' (01-01-2026): een verhoging per datum " +
        'begint een vervolgtabel na de nieuwste tabel van een reeks. Kies een latere datum.',
    ]);
    expect(messages({ per: '2026-07-01', steps: [{ type: 'percentage', value: '1' }] })).toEqual([
      "De vervolgtabel van 'Lonen 2026' per 01-07-2026 heeft een einddatum nodig (elke loontabel heeft er een): " +
        'geef de einddatum van de vervolgtabellen op.',
    ]);
    expect(
      messages({
        per: '2026-07-01',
        endDate: '2026-12-31',
        steps: [{ type: 'amount', value: '0', payscales: { LG9: '0.25' } }],
      }),
    ).toEqual(["Schaal 'LG9' staat in geen van de loontabellen die verhoogd worden (schalen: A, B)."]);
    expect(messages({ per: '2026-07-01', endDate: '2026-06-01', steps: [] })).toEqual([
      'Geef ten minste één stap: een percentage of een bedrag.',
      'De einddatum 01-06-2026 ligt vóór de ingangsdatum 01-07-2026.',
    ]);
    expect(
      messages({
        per: '2026-07-01',
        endDate: '2026-12-31',
        table: 'Extra',
        steps: [{ type: 'amount', value: '1' }],
      }),
    ).toEqual(["Loontabel 'Extra' staat niet in deze regeling (loontabellen: Lonen 2026)."]);
    expect(messages({ per: '2027-07-01', steps: [{ type: 'amount', value: '1' }] })).toEqual([
      'Geen loontabel loopt op 01-07-2027 of tot de dag ervoor; er is niets te verhogen.',
    ]);
  });

  it('refuses a wage that moves by more than 20 % unless forced; 20 % itself is accepted', () => {
    const tables = [table('Lonen', '2026-01-01', '2026-12-31', '15.00')];
    const thousand = planDatedIncrease(tables, {
      per: '2026-07-01',
      steps: [{ type: 'percentage', value: '1000' }],
    });
    expect(thousand).toEqual({
      ok: false,
      errors: [
        {
          code: 'beyond_bound',
          message:
            "2 lonen veranderen met meer dan 20 % (bijvoorbeeld 'Lonen', schaal A: 15,00 naar 165,00). " +
            'Controleer de stappen, of bevestig dat dit klopt.',
        },
      ],
    });
    const cut = planDatedIncrease(tables, { per: '2026-07-01', steps: [{ type: 'amount', value: '-3.01' }] });
    expect(cut.ok).toBe(false);
    expect(
      planDatedIncrease(tables, { per: '2026-07-01', steps: [{ type: 'percentage', value: '20' }] }).ok,
    ).toBe(true);
    expect(
      planDatedIncrease(tables, { per: '2026-07-01', steps: [{ type: 'amount', value: '-3' }] }).ok,
    ).toBe(true);
    const forced = planDatedIncrease(tables, {
      per: '2026-07-01',
      steps: [{ type: 'percentage', value: '1000' }],
      force: true,
    });
    expect(forced.ok && forced.followUps[0]?.fullTable.null?.A?.['1']).toBe('165.00');
  });

  it('says verlaagd for a cut and refuses a step that is no number without throwing', () => {
    const tables = [table('Lonen', '2026-01-01', '2026-12-31')];
    const cut = planDatedIncrease(tables, {
      per: '2026-07-01',
      steps: [{ type: 'percentage', value: '-5' }],
    });
    expect(cut.ok && cut.followUps[0]?.direction).toBe('down');
    expect(cut.ok && increaseVerb(cut.followUps[0]!.changes)).toBe('verlaagd');
    const bad = planDatedIncrease(tables, {
      per: '2026-07-01',
      steps: [{ type: 'percentage', value: 'veel' }],
    });
    expect(bad).toMatchObject({ ok: false, errors: [{ code: 'invalid_step' }] });
  });
});

describe('increaseFullTableByPayscale', () => {
  it('applies each payscale its own amount after the shared percentage; key case does not matter', () => {
    const raised = increaseFullTableByPayscale(
      { '18': { lg1: { '1': '10.00' }, LG3: { '1': '10.00' } } },
      [
        { type: 'percentage', value: '3' },
        { type: 'amount', value: '0', payscales: { LG1: '0.25' } },
      ],
      { mode: 'down' },
    );
    expect(raised).toEqual({ '18': { lg1: { '1': '10.55' }, LG3: { '1': '10.30' } } });
  });
});

describe('increaseVerb', () => {
  it('follows the sign: verhoogd, verlaagd, gewijzigd', () => {
    const change = (old: string, next: string) => ({
      age: 'null',
      payscale: 'A',
      periodical: '1',
      old,
      new: next,
    });
    expect(increaseVerb([change('10', '11')])).toBe('verhoogd');
    expect(increaseVerb([change('10', '9')])).toBe('verlaagd');
    expect(increaseVerb([change('10', '11'), change('10', '9')])).toBe('gewijzigd');
  });
});

describe('followUpName', () => {
  it("replaces the start date in the table's name in the same style", () => {
    expect(followUpName('Basisuurlonen 1-1-2026', '2026-01-01', '2026-07-01')).toBe('Basisuurlonen 1-7-2026');
    expect(followUpName('Lonen per 01-01-2026', '2026-01-01', '2026-07-01')).toBe('Lonen per 01-07-2026');
    expect(followUpName('Loontabel', '2026-01-01', '2026-07-01')).toBe('Loontabel');
    expect(followUpName('Lonen 1-1-2025', '2026-01-01', '2026-07-01')).toBe('Lonen 1-1-2025');
  });
});
