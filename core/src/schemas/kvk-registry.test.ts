import { describe, expect, it } from 'vitest';
import {
  kvkRegistryEntrySchema,
  kvkRegistrySchema,
  type KvkRegistry,
  type KvkRegistryEntry,
} from './kvk-registry.js';

const donald: KvkRegistryEntry = {
  kvk_nr: '68750110',
  rechtsvorm: 'BV',
  environment: 'test',
  actief: true,
  name_source: 'third_party',
  handelsnamen: [
    { naam: 'Test BV Donald', type: 'statutaire_naam', volgorde: 1 },
    { naam: 'Test BV Donald', type: 'handelsnaam', volgorde: 2 },
  ],
  plaats: 'Lollum',
  vestigingen: [],
  error: null,
  note: '',
};

const failing: KvkRegistryEntry = {
  ...donald,
  kvk_nr: '90004973',
  handelsnamen: [],
  error: { http_status: 500, code: 'IPD9999', omschrijving: 'Technische fout', behaviour: 'storing' },
};

const registry: KvkRegistry = {
  description: 'Testnummers',
  source_url: 'https://developers.kvk.nl/documentation/testing',
  not_found: {
    http_status: 404,
    code: 'IPD5200',
    omschrijving: 'Niets gevonden',
    behaviour: 'niet_gevonden',
  },
  entries: [donald, failing],
};

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('kvkRegistryEntrySchema', () => {
  it('accepts a number with its names and a number that answers with an error', () => {
    expect(kvkRegistryEntrySchema.safeParse(donald).success).toBe(true);
    expect(kvkRegistryEntrySchema.safeParse(failing).success).toBe(true);
  });

  it('rejects a KVK number that is not 8 digits', () => {
    expect(messages(kvkRegistryEntrySchema.safeParse({ ...donald, kvk_nr: '6875011' }))).toEqual([
      'kvk_nr: KVK nummer niet valide',
    ]);
  });

  it('requires a name for a number without error', () => {
    expect(messages(kvkRegistryEntrySchema.safeParse({ ...donald, handelsnamen: [] }))).toEqual([
      'handelsnamen: Veld is vereist',
    ]);
  });

  it('rejects names for a number that answers with an error', () => {
    expect(
      messages(kvkRegistryEntrySchema.safeParse({ ...failing, handelsnamen: donald.handelsnamen })),
    ).toEqual(['error: Vul een geldige waarde in']);
  });

  it('rejects names that are not numbered 1, 2, ... in order', () => {
    const handelsnamen = [{ ...donald.handelsnamen[0], volgorde: 2 }, donald.handelsnamen[1]];
    expect(messages(kvkRegistryEntrySchema.safeParse({ ...donald, handelsnamen }))).toEqual([
      'handelsnamen.0.volgorde: Vul een geldige waarde in',
    ]);
  });

  it('rejects a vestigingsnummer that is not 12 digits', () => {
    const vestigingen = [
      { vestigingsnummer: '37178598', naam: 'Test BV Donald', plaats: null, hoofdvestiging: true },
    ];
    expect(messages(kvkRegistryEntrySchema.safeParse({ ...donald, vestigingen }))).toEqual([
      'vestigingen.0.vestigingsnummer: Vul een geldige waarde in',
    ]);
  });
});

describe('kvkRegistrySchema', () => {
  it('accepts a registry with distinct numbers', () => {
    expect(kvkRegistrySchema.safeParse(registry).success).toBe(true);
  });

  it('rejects a number that occurs twice', () => {
    const twice = { ...registry, entries: [donald, failing, donald] };
    expect(messages(kvkRegistrySchema.safeParse(twice))).toEqual([
      'entries.2.kvk_nr: Waarde moet uniek zijn',
    ]);
  });

  it('rejects an empty registry', () => {
    expect(kvkRegistrySchema.safeParse({ ...registry, entries: [] }).success).toBe(false);
  });
});
