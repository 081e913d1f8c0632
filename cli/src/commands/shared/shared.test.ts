import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '@beloning/core/api';
import type { AgencyHirer } from '@beloning/core/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, saveTestSession } from '../../test-cli.js';
import { testScheme } from '../../test-scheme.js';
import { AGENCY_ONLY } from './common.js';

const URL = 'http://beloning.test';
const GUID = testScheme().guid;

const HIRERS: AgencyHirer[] = [
  {
    inlener_id: 4,
    company_name: 'Bakkerij Jansen B.V.',
    kvk_nr: '68750110',
    schemes: [
      {
        id: 9,
        guid: GUID,
        full_name: 'Beloning Bakkerij',
        version: 3,
        versions: [],
        updated_at: '2025-07-01T10:00:00Z',
        new: true,
      },
    ],
    compliances: [
      { id: 12, cao_id: 2, cao_name: 'Cao Schoonmaak', created_at: '2025-06-01T08:00:00Z', new: false },
    ],
  },
];

interface Answer {
  status: number;
  body: string;
  contentType?: string;
}

let home: string;
let requests: string[];

/** A fake server for core's client: answers by path and query, records what was asked. */
function fakeFetch(answer: (url: string) => Answer): FetchLike {
  return (url) => {
    requests.push(url);
    const { status, body, contentType = 'application/json' } = answer(url);
    return Promise.resolve({
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: () => Promise.resolve(body),
    });
  };
}

const ok = (value: unknown): Answer => ({ status: 200, body: JSON.stringify(value) });

async function run(args: string[], answer: (url: string) => Answer, tty = false) {
  return runCli(
    args,
    {
      stdin: process.stdin,
      env: { XDG_CONFIG_HOME: home, BELONING_URL: URL, NO_COLOR: '1' },
      cwd: home,
      fetch: fakeFetch(answer),
      now: () => Date.parse('2025-07-02T10:00:00Z'),
    },
    tty,
  );
}

function saveSession(kind: 'inlener' | 'uitlener') {
  return saveTestSession(home, URL, kind);
}

beforeEach(async () => {
  home = mkdtempSync(join(tmpdir(), 'beloning-shared-'));
  requests = [];
  await saveSession('uitlener');
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('sharedList', () => {
  it('lists shared schemes and compliances: tab-separated in a pipe, JSON with --json', async () => {
    const piped = await run(['shared', 'list'], () => ok(HIRERS));
    expect(piped.code).toBe(0);
    expect(piped.stdout.split('\n')).toEqual([
      `Bakkerij Jansen B.V.\t68750110\tregeling\t${GUID}\tBeloning Bakkerij\t3\t01-07-2025 12:00\tja`,
      'Bakkerij Jansen B.V.\t68750110\tcao-naleving\t12\tCao Schoonmaak\t\t01-06-2025 10:00\tnee',
      '',
    ]);
    expect(requests).toEqual([`${URL}/api/uitleners/inleners/`]);
    const json = await run(['shared', 'list', '--json'], () => ok(HIRERS));
    expect(JSON.parse(json.stdout)).toEqual(HIRERS);
  });

  it('shows headings in a terminal and says so when nothing is shared', async () => {
    const terminal = await run(['shared', 'list'], () => ok(HIRERS), true);
    expect(terminal.stdout.split('\n')[0]).toMatch(/^Inlener\s+KVK\s+Soort\s+GUID of id/);
    const empty = await run(['shared', 'list'], () => ok([]));
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toBe('Er is nog niets met u gedeeld.\n');
  });

  it('tells a hirer session that these commands are for agencies (exit 3), before any request', async () => {
    await saveSession('inlener');
    const result = await run(['shared', 'list'], () => ok(HIRERS));
    expect(result.code).toBe(3);
    expect(result.stderr).toBe(`Fout: ${AGENCY_ONLY}\n`);
    expect(requests).toEqual([]);
  });
});

describe('sharedShow', () => {
  it('asks for the version given, prints the terms and tables, and what the package changed since the version before', async () => {
    const pension = {
      origin: 'eigen' as const,
      name: 'PFZW',
      employer_percentage: '15.9',
      employee_percentage: '7.5',
      franchise: null,
    };
    // Version 1 had a pension block; version 2 has none and a leave day instead.
    const versionOf = (url: string) => Number(/version=(\d+)/.exec(url)?.[1]);
    const answer = (url: string) =>
      ok({
        ...testScheme(),
        version: versionOf(url),
        equivalent_package:
          versionOf(url) === 1
            ? { pension }
            : {
                leave: {
                  origin: 'eigen',
                  extra_leave: [{ name: 'Verjaardag', amount: '1', unit: 'dagen', per: 'jaar' }],
                },
              },
      });
    const result = await run(['shared', 'show', GUID, '--version', '2'], answer);
    expect(result.code, result.stderr).toBe(0);
    expect(requests).toEqual([
      `${URL}/api/uitleners/inleners-cao/${GUID}/?version=2`,
      `${URL}/api/uitleners/inleners-cao/${GUID}/?version=1`,
    ]);
    expect(result.stdout).toContain(`GUID\t${GUID}\n`);
    expect(result.stdout).toContain(
      'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 1:\n' +
        'Verlof\tToegevoegd\tnog niet ingevuld\tEigen regeling: Extra verlof: Verjaardag: 1 dag per jaar\n' +
        'Pensioen\tVerwijderd\tEigen regeling: PFZW; werkgever 15,9 %; werknemer 7,5 %; geen franchise\tnog niet ingevuld\n',
    );
    const json = await run(['shared', 'show', GUID, '--version', '2', '--json'], answer);
    expect(JSON.parse(json.stdout)).toMatchObject({
      package_changes: {
        since: 1,
        changes: [
          { block: 'leave', kind: 'toegevoegd' },
          { block: 'pension', kind: 'verwijderd' },
        ],
      },
    });

    // The first version has nothing to compare with: said, and nothing more asked.
    requests = [];
    const first = await run(['shared', 'show', GUID, '--version', '1'], answer);
    expect(first.code, first.stderr).toBe(0);
    expect(requests).toEqual([`${URL}/api/uitleners/inleners-cao/${GUID}/?version=1`]);
    expect(first.stdout).toContain(
      '\nDit is de eerste versie: er is geen eerdere versie om mee te vergelijken.\n',
    );
    // The same package as the version before: said in one line.
    const same = await run(['shared', 'show', GUID, '--version', '3'], (url) =>
      ok({ ...testScheme(), version: versionOf(url) }),
    );
    expect(same.stdout).toContain(
      '\nDe onderdelen van de gelijkwaardige beloning zijn gelijk aan versie 2.\n',
    );
  });

  it('prints per element of the package whether it is filled in, volgens cao, or not yet', async () => {
    const scheme = {
      ...testScheme(),
      equivalent_package: {
        sick_pay: { origin: 'cao', waiting_days: 0, periods: [{ from_month: 1, percentage: '100' }] },
        pension: {
          origin: 'eigen',
          name: 'PFZW',
          employer_percentage: '15.9',
          employee_percentage: '7.5',
          franchise: null,
        },
      },
    };
    const result = await run(['shared', 'show', GUID], () => ok(scheme));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'Gelijkwaardige beloning: 5 ingevuld, 1 volgens cao, 6 nog niet ingevuld\n',
    );
    expect(result.stdout).toContain(
      'Loondoorbetaling bij ziekte\tvolgens cao\tCao\t0 wachtdagen; vanaf maand 1: 100 %\n',
    );
    expect(result.stdout).toContain(
      'Pensioen\tingevuld\tEigen regeling\tPFZW; werkgever 15,9 %; werknemer 7,5 %; geen franchise\n',
    );
    expect(result.stdout).toContain('Individueel keuzebudget (IKB)\tnog niet ingevuld\t\t\n');

    // A version saved before the package: every block not filled in, nothing made up.
    const old = await run(['shared', 'show', GUID, '--json'], () => ok(testScheme()));
    expect(old.code, old.stderr).toBe(0);
    const json = JSON.parse(old.stdout) as {
      guid: string;
      completeness: { elements: Array<{ key: string; status: string; summary: string }> };
    };
    expect(json.guid).toBe(GUID);
    expect(json.completeness.elements.slice(4)).toEqual(
      [
        'sick_pay',
        'leave',
        'pension',
        'ikb',
        'sustainable_employability',
        'supplementary',
        'other',
        'base_definitions',
      ].map((key) => expect.objectContaining({ key, status: 'nog_niet_ingevuld', summary: '' })),
    );
  });

  it('refuses a bad version (exit 2) and reports an unknown scheme (404, exit 1)', async () => {
    const bad = await run(['shared', 'show', GUID, '--version', 'twee'], () => ok(testScheme()));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("Fout: Ongeldige versie 'twee': geef een positief geheel getal.\n");
    const missing = await run(['shared', 'show', GUID], () => ({
      status: 404,
      body: JSON.stringify({ detail: 'Niet gevonden.' }),
    }));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `Fout: Gedeelde regeling '${GUID}' niet gevonden (of niet meer gedeeld). Zie beloning shared list.\n`,
    );
  });
});

describe('sharedExport', () => {
  it('writes SETU and JSON to stdout and CSV to a file with a byte order mark', async () => {
    const setu = {
      documentId: { value: `${GUID}-v3`, schemeAgencyId: 'Customer' },
      effectivePeriod: {},
      remuneration: [{}],
    };
    const piped = await run(['shared', 'export', GUID, '--format', 'SETU'], () => ok(setu));
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toEqual(setu);
    expect(requests).toEqual([`${URL}/api/uitleners/inleners-cao/${GUID}/export/?format=setu`]);

    const csv = { filename: 'x.csv', csv: '\uFEFFtabel;schaal;periodiek;loon\r\nA;LG1;1;15,52\r\n' };
    const toStdout = await run(['shared', 'export', GUID, '--format', 'csv'], () => ok(csv));
    expect(toStdout.stdout).toBe('tabel;schaal;periodiek;loon\r\nA;LG1;1;15,52\r\n');
    const toFile = await run(
      ['shared', 'export', GUID, '--format', 'csv', '--out', 'uit/x.csv', '--version', '1'],
      () => ok(csv),
    );
    expect(toFile.code).toBe(0);
    expect(toFile.stderr).toBe('✓ Export (csv, versie 1) geschreven naar uit/x.csv.\n');
    expect(readFileSync(join(home, 'uit/x.csv'), 'utf8')).toBe(csv.csv);

    // The package CSV comes from its own format, with the same byte order mark rule.
    requests.length = 0;
    const pack = { filename: 'p.csv', csv: '\uFEFFOnderdeel;Status\r\nVerlof;nog niet ingevuld\r\n' };
    const packed = await run(['shared', 'export', GUID, '--format', 'Pakket-CSV'], () => ok(pack));
    expect(packed.code).toBe(0);
    expect(packed.stdout).toBe('Onderdeel;Status\r\nVerlof;nog niet ingevuld\r\n');
    expect(requests).toEqual([`${URL}/api/uitleners/inleners-cao/${GUID}/export/?format=pakket-csv`]);
  });

  it('refuses an unknown format (exit 2) without asking the server', async () => {
    const result = await run(['shared', 'export', GUID, '--format', 'xml'], () => ok({}));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("Fout: Onbekend formaat 'xml': kies json, csv, setu of pakket-csv.\n");
    expect(requests).toEqual([]);
  });
});
