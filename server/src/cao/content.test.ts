import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriesKey } from '@beloning/core/salary';
import { caoSchema } from '@beloning/core/schemas';
import { caoUpdateMail } from '../mail/templates.js';
import { canonicalJson, caoHash, parseCaoFile, tableHash } from './content.js';

const schoonmaak = caoSchema.parse(
  JSON.parse(
    readFileSync(new URL('../../../fixtures/caos/schoonmaak-glazenwassers.json', import.meta.url), 'utf8'),
  ),
);

describe('seriesKey (core), the identity of a cao table across versions', () => {
  it('drops dates and years, so successive tables share a series', () => {
    expect(seriesKey('Basisuurlonen 1-7-2024')).toBe('basisuurlonen');
    expect(seriesKey('Basisuurlonen 1-1-2026')).toBe('basisuurlonen');
    expect(seriesKey('Salarisschalen per 01-01-2025')).toBe('salarisschalen');
    expect(seriesKey('Loontabel  BBL 2025-07-01')).toBe('loontabel bbl');
    expect(seriesKey('Functieloonschalen 2025')).toBe('functieloonschalen');
  });

  it('keeps names that differ apart, and a name of only a date whole', () => {
    expect(seriesKey('Loontabel A 1-1-2025')).not.toBe(seriesKey('Loontabel B 1-1-2025'));
    expect(seriesKey('1-1-2025')).toBe('1-1-2025');
  });
});

describe('content hashes', () => {
  it('ignore key order, ids and the version number, but not content', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    const renumbered = {
      ...schoonmaak,
      id: 77,
      version: 9,
      salary_tables: schoonmaak.salary_tables.map((table) => ({
        ...table,
        id: 5,
        salary_table_id: 5,
        cao_id: 77,
      })),
    };
    expect(caoHash(renumbered)).toBe(caoHash(schoonmaak));
    expect(caoHash({ ...schoonmaak, vacation_allowance: '8.5' })).not.toBe(caoHash(schoonmaak));
    const table = schoonmaak.salary_tables[0]!;
    const changed = structuredClone(table);
    changed.full_table.null!.LG1!['1'] = '99.99';
    expect(tableHash({ ...table, id: 1 })).toBe(tableHash(table));
    expect(tableHash(changed)).not.toBe(tableHash(table));
  });
});

describe('parseCaoFile', () => {
  it('accepts a fixture, with or without a byte-order mark', () => {
    const text = JSON.stringify(schoonmaak);
    expect(parseCaoFile(text)).toEqual({ ok: true, cao: schoonmaak });
    expect(parseCaoFile(`\uFEFF${text}`)).toEqual({ ok: true, cao: schoonmaak });
  });

  it('refuses a list, a table without tables and duplicate table ids', () => {
    expect(parseCaoFile('[]')).toEqual({
      ok: false,
      problems: [{ path: '', message: 'Vul een geldige waarde in' }],
    });
    expect(parseCaoFile(JSON.stringify({ ...schoonmaak, salary_tables: [] }))).toEqual({
      ok: false,
      problems: [{ path: 'salary_tables', message: 'Voeg ten minste een tabel toe' }],
    });
    const [first, second] = schoonmaak.salary_tables;
    const result = parseCaoFile(
      JSON.stringify({ ...schoonmaak, salary_tables: [first, { ...second, id: first!.id }] }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ path: 'salary_tables.1.id', message: 'Waarde moet uniek zijn' }],
    });
  });
});

describe('caoUpdateMail', () => {
  const input = {
    publicUrl: 'https://beloning.example',
    caoName: 'Cao <Schoonmaak> & co',
    version: 2,
    startDate: '2026-07-01',
    changedTables: ['Basisuurlonen 1-7-2026'],
  };

  it('names the cao, its version and start date, the changed tables, and links to the overview and account', () => {
    const mail = caoUpdateMail(input);
    expect(mail.kind).toBe('cao_update');
    expect(mail.subject).toBe('Nieuwe versie van Cao <Schoonmaak> & co');
    expect(mail.text).toContain('Cao <Schoonmaak> & co (versie 2, geldig vanaf 01-07-2026)');
    expect(mail.text).toContain('Nieuwe of gewijzigde loontabellen: Basisuurlonen 1-7-2026.');
    expect(mail.text).toContain('https://beloning.example/\n');
    expect(mail.text).toContain('https://beloning.example/account');
    expect(mail.html).toContain('Cao &lt;Schoonmaak&gt; &amp; co');
    expect(mail.html).not.toContain('<Schoonmaak>');
  });

  it('leaves out the table line when no table changed', () => {
    expect(caoUpdateMail({ ...input, changedTables: [] }).text).not.toContain('loontabellen:');
  });
});
