import { readdirSync, readFileSync } from 'node:fs';
import { nextDay } from '@beloning/core/format';
import { ALL_AGES_KEY, caoSchema, type Cao } from '@beloning/core/schemas';
import { describe, expect, it } from 'vitest';

// Every JSON file in fixtures/caos passes core's cao schema, and the figures taken from
// ../shared/reference/cao-facts.md arrive exactly as published.
const caosDir = new URL('../../fixtures/caos/', import.meta.url);

function readJson(dir: URL, name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
}

function jsonFiles(dir: URL): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function cao(name: string): Cao {
  return caoSchema.parse(readJson(caosDir, name));
}

function tableActivePer(fixture: Cao, activePer: string): Cao['salary_tables'][number] {
  const table = fixture.salary_tables.find((candidate) => candidate.active_per === activePer);
  if (table === undefined) throw new Error(`${fixture.code} has no table active per ${activePer}`);
  return table;
}

describe('fixtures/caos', () => {
  const files = jsonFiles(caosDir);

  it('holds cao files', () => {
    expect(files).toContain('schoonmaak-glazenwassers.json');
  });

  it.each(files)('%s passes caoSchema', (name) => {
    const result = caoSchema.safeParse(readJson(caosDir, name));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(files)('%s has successive tables, each starting the day after the previous one ends', (name) => {
    const tables = [...cao(name).salary_tables].sort((a, b) => a.active_per.localeCompare(b.active_per));
    tables.slice(1).forEach((table, index) => {
      const previous = tables[index];
      expect(previous?.end_date, `${table.name} follows a table without end date`).not.toBeNull();
      expect(table.active_per, table.name).toBe(nextDay(previous?.end_date ?? ''));
    });
  });

  it.each(files)('%s ends its last table, within the cao duration', (name) => {
    const fixture = cao(name);
    const last = fixture.salary_tables.at(-1);
    expect(last?.end_date).not.toBeNull();
    expect(fixture.salary_tables[0]?.active_per).toBe(fixture.duration_start);
    if (fixture.duration_end !== null) expect(last?.end_date).toBe(fixture.duration_end);
  });

  it.each(files)('%s gives every table and job a payscale the table has', (name) => {
    for (const table of cao(name).salary_tables) {
      for (const ages of Object.values(table.full_table)) {
        for (const payscale of Object.keys(ages)) expect(table.payscales, table.name).toContain(payscale);
      }
      for (const job of table.jobs) expect(table.payscales, job.name).toContain(job.minimal_payscale);
    }
  });

  it('gives every cao a unique id and every salary table a unique id pointing at its cao', () => {
    const caos = files.map(cao);
    const caoIds = caos.map((fixture) => fixture.id);
    expect(new Set(caoIds).size).toBe(caoIds.length);
    const tableIds = caos.flatMap((fixture) => fixture.salary_tables.map((table) => table.id));
    expect(new Set(tableIds).size).toBe(tableIds.length);
    for (const fixture of caos) {
      for (const table of fixture.salary_tables) expect(table.cao_id).toBe(fixture.id);
    }
  });
});

describe('fixtures/caos/schoonmaak-glazenwassers.json', () => {
  const schoonmaak = cao('schoonmaak-glazenwassers.json');

  it('has the four published hourly tables in order', () => {
    expect(schoonmaak.salary_tables.map((table) => [table.active_per, table.end_date])).toEqual([
      ['2024-07-01', '2024-12-31'],
      ['2025-01-01', '2025-06-30'],
      ['2025-07-01', '2025-12-31'],
      ['2026-01-01', '2026-06-30'],
    ]);
    for (const table of schoonmaak.salary_tables) {
      expect(table.wages_per).toBe('hour');
      expect(table.wages_divided_by).toBe('1');
      expect(table.payscales).toEqual(['LG1', 'LG2', 'LG3', 'LG4', 'LG5', 'LG6']);
    }
  });

  it('holds exact wages of Bijlage III', () => {
    expect(tableActivePer(schoonmaak, '2024-07-01').full_table['17']?.LG1?.['1']).toBe('10.94');
    expect(tableActivePer(schoonmaak, '2025-01-01').full_table[ALL_AGES_KEY]?.LG6?.['4']).toBe('20.26');
    expect(tableActivePer(schoonmaak, '2025-07-01').full_table[ALL_AGES_KEY]?.LG1).toEqual({
      '1': '14.83',
      '2': '15.37',
      '3': '15.83',
      '4': '16.31',
    });
    expect(tableActivePer(schoonmaak, '2026-01-01').full_table['19']?.LG3?.['1']).toBe('14.51');
    expect(tableActivePer(schoonmaak, '2026-01-01').full_table[ALL_AGES_KEY]?.LG1?.['1']).toBe('15.52');
    expect(tableActivePer(schoonmaak, '2026-01-01').full_table[ALL_AGES_KEY]?.LG6?.['4']).toBe('21.07');
  });

  it('has youth rows for 17, 18 and 19 with one column, and four treden for all other ages', () => {
    for (const table of schoonmaak.salary_tables) {
      expect(Object.keys(table.full_table).sort()).toEqual(['17', '18', '19', ALL_AGES_KEY]);
      expect(Object.keys(table.full_table['18']?.LG4 ?? {})).toEqual(['1']);
      expect(Object.keys(table.full_table[ALL_AGES_KEY]?.LG4 ?? {})).toEqual(['1', '2', '3', '4']);
    }
  });

  it('carries the terms of the cao', () => {
    expect(schoonmaak).toMatchObject({
      duration_start: '2024-07-01',
      duration_end: '2026-06-30',
      vacation_allowance: '8',
      year_end_bonus_type: 'percentage',
      year_end_bonus_amount: '5',
    });
    const amounts = Object.fromEntries(schoonmaak.werksoorts.map((entry) => [entry.name, entry.amount]));
    expect(amounts).toMatchObject({ OV01: '25', TU01: '50', TU02: '30', TU06: '150', RV02: '0.14' });
  });
});
