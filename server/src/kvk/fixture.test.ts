import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KvkRegistryEntry } from '@beloning/core/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixtureRegistry, loadFixtureRegistryFile, namePairsOf } from './fixture.js';
import { createKvkRegistry, DEFAULT_KVK_REGISTRY_FILE } from './index.js';
import { KvkUnavailableError } from './registry.js';

const file = loadFixtureRegistryFile(DEFAULT_KVK_REGISTRY_FILE);
const registry = createFixtureRegistry(file);

const base: KvkRegistryEntry = {
  kvk_nr: '10000000',
  rechtsvorm: 'BV',
  environment: 'test',
  actief: true,
  name_source: 'fixture',
  handelsnamen: [],
  plaats: null,
  vestigingen: [],
  error: null,
  note: '',
};

describe('the fixture registry (fixtures/kvk/registry.json)', () => {
  it('is the default registry when KVK_API_URL is unset', async () => {
    const defaultRegistry = createKvkRegistry({ kvkApiUrl: undefined, kvkApiKey: undefined });
    await expect(defaultRegistry.lookup('68750110')).resolves.toEqual([
      ['Test BV Donald', 'rechtspersoon'],
      ['Test BV Donald', 'hoofdvestiging'],
    ]);
  });

  it('answers like the Zoeken API: statutory name as rechtspersoon, trade names as vestigingen', async () => {
    await expect(registry.lookup('69599068')).resolves.toEqual([
      ['Stichting Bolderbast', 'rechtspersoon'],
      ['Test Stichting Bolderbast', 'hoofdvestiging'],
    ]);
    await expect(registry.lookup('69599084')).resolves.toEqual([
      ['Test EMZ Dagobert', 'hoofdvestiging'],
      ['Test EMZ Nevenvestiging Govert', 'nevenvestiging'],
    ]);
    await expect(registry.lookup('69599076')).resolves.toEqual([['Test VOF Guus', 'hoofdvestiging']]);
    await expect(registry.lookup('90001354')).resolves.toEqual([
      ['Grand Kontex B.V.', 'rechtspersoon'],
      ['Grand Kontex B.V.', 'hoofdvestiging'],
    ]);
  });

  it('knows the preprod numbers that fail the eleven-test', async () => {
    await expect(registry.lookup('42084128')).resolves.toEqual([
      ['Preprod EMZ Zonnebloem', 'hoofdvestiging'],
    ]);
  });

  it('gives names for every active number without an error', async () => {
    const active = file.entries.filter((entry) => entry.actief && entry.error === null);
    expect(active.length).toBeGreaterThan(15);
    for (const entry of active) {
      const pairs = await registry.lookup(entry.kvk_nr);
      expect(pairs.length, entry.kvk_nr).toBeGreaterThan(0);
      expect(pairs.map(([name]) => name)).toContain(entry.handelsnamen[0]?.naam);
    }
  });

  it('fails for 90004973 and 90002903 with the KVK code of their error', async () => {
    await expect(registry.lookup('90004973')).rejects.toBeInstanceOf(KvkUnavailableError);
    await expect(registry.lookup('90004973')).rejects.toMatchObject({ code: 'IPD9999' });
    await expect(registry.lookup('90002903')).rejects.toMatchObject({
      code: 'IPD1002',
      message: expect.stringContaining('503'),
    });
  });

  it('gives an empty list for an unknown number, an inactive registration and a number that is not 8 digits', async () => {
    await expect(registry.lookup('12345678')).resolves.toEqual([]);
    await expect(registry.lookup('55344526')).resolves.toEqual([]);
    await expect(registry.lookup('42024440')).resolves.toEqual([]);
    await expect(registry.lookup('6875011')).resolves.toEqual([]);
  });
});

describe('namePairsOf', () => {
  it('lists further trade names without a vestiging as handelsnaam, and vestigingen not among the names', () => {
    expect(
      namePairsOf({
        ...base,
        handelsnamen: [
          { naam: 'Eerste BV', type: 'statutaire_naam', volgorde: 1 },
          { naam: 'Eerste', type: 'handelsnaam', volgorde: 2 },
          { naam: 'Tweede', type: 'handelsnaam', volgorde: 3 },
        ],
        vestigingen: [
          { vestigingsnummer: '000000000002', naam: 'Filiaal Zuid', plaats: null, hoofdvestiging: false },
        ],
      }),
    ).toEqual([
      ['Eerste BV', 'rechtspersoon'],
      ['Eerste', 'hoofdvestiging'],
      ['Tweede', 'handelsnaam'],
      ['Filiaal Zuid', 'nevenvestiging'],
    ]);
  });
});

describe('loadFixtureRegistryFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'beloning-kvk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with the file and the fault when the file is missing, not JSON or not a registry', () => {
    expect(() => loadFixtureRegistryFile(join(dir, 'ontbreekt.json'))).toThrow(/kan niet worden gelezen/);
    const broken = join(dir, 'kapot.json');
    writeFileSync(broken, '{"entries": [');
    expect(() => loadFixtureRegistryFile(broken)).toThrow(/kapot\.json kan niet worden gelezen/);
    const wrong = join(dir, 'verkeerd.json');
    writeFileSync(
      wrong,
      JSON.stringify({
        description: 'x',
        source_url: 'https://developers.kvk.nl/documentation/testing',
        not_found: { http_status: 404, code: 'IPD5200', omschrijving: 'x', behaviour: 'niet_gevonden' },
        entries: [{ ...base, kvk_nr: '1234' }],
      }),
    );
    expect(() => loadFixtureRegistryFile(wrong)).toThrow(/verkeerd\.json is ongeldig: entries\.0\.kvk_nr/);
    expect(() =>
      createKvkRegistry({ kvkApiUrl: undefined, kvkApiKey: undefined }, { registryFile: wrong }),
    ).toThrow(/ongeldig/);
  });
});
