import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '@beloning/core/api';
import type { AgencyHirer, CaoOption } from '@beloning/core/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, saveTestSession } from '../test-cli.js';
import { parseLimit } from '../list-limit.js';
import { firstRows } from './shared/list.js';

const URL = 'http://beloning.test';

const cao = (id: number): CaoOption => ({
  cao_id: id,
  full_name: `Cao ${id}`,
  vacation_time_type: 'days_per_year',
  vacation_time_amount: '25',
  vacation_allowance: '8',
  year_end_bonus_amount: '0',
});
const CAOS = [1, 2, 3, 4, 5].map(cao);

const hirer = (id: number, schemes: number, compliances: number): AgencyHirer => ({
  inlener_id: id,
  company_name: `Inlener ${id} B.V.`,
  kvk_nr: '68750110',
  schemes: Array.from({ length: schemes }, (_, index) => ({
    id: id * 10 + index,
    guid: `00000000-0000-4000-8000-0000000000${id}${index}`,
    full_name: `Regeling ${id}.${index}`,
    version: 1,
    versions: [],
    updated_at: '2025-07-01T10:00:00Z',
    new: false,
  })),
  compliances: Array.from({ length: compliances }, (_, index) => ({
    id: id * 100 + index,
    cao_id: 1,
    cao_name: 'Cao Schoonmaak',
    created_at: '2025-06-01T08:00:00Z',
    new: false,
  })),
});
const HIRERS = [hirer(1, 2, 1), hirer(2, 1, 0), hirer(3, 0, 2)];

let home: string;
let requests: string[];

/**
 * A server whose list answers pages of `pageSize` rows (or `limit`, when asked for fewer), with the offset of
 * the next page as its cursor in a Link rel="next" header, as the real server's keyset cursor is opaque too.
 */
function pagedServer(rows: readonly unknown[], pageSize: number): FetchLike {
  return (url) => {
    requests.push(url);
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const start = Number(query.get('after') ?? '0');
    const size = Math.min(pageSize, Number(query.get('limit') ?? pageSize));
    const page = rows.slice(start, start + size);
    const path = url.slice(URL.length).split('?')[0] ?? '';
    const next =
      start + size < rows.length ? `<${path}?limit=${size}&after=${start + size}>; rel="next"` : null;
    return Promise.resolve({
      status: 200,
      ok: true,
      headers: {
        get: (name: string) => {
          const header = name.toLowerCase();
          return header === 'content-type' ? 'application/json' : header === 'link' ? next : null;
        },
      },
      text: () => Promise.resolve(JSON.stringify(page)),
    });
  };
}

async function run(args: string[], fetch: FetchLike, tty = false) {
  return runCli(
    args,
    {
      stdin: process.stdin,
      env: { XDG_CONFIG_HOME: home, BELONING_URL: URL, NO_COLOR: '1' },
      cwd: home,
      fetch,
      now: () => Date.parse('2025-07-02T10:00:00Z'),
    },
    tty,
  );
}

function saveSession(kind: 'inlener' | 'uitlener') {
  return saveTestSession(home, URL, kind);
}

beforeEach(async () => {
  home = mkdtempSync(join(tmpdir(), 'beloning-pages-'));
  requests = [];
  await saveSession('inlener');
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('parseLimit', () => {
  it('reads a positive whole number and refuses anything else as a usage error', () => {
    expect(parseLimit(undefined)).toBeUndefined();
    expect(parseLimit(' 25 ')).toBe(25);
    for (const text of ['0', '-1', '2,5', 'tien', '', '1e3']) {
      expect(() => parseLimit(text), text).toThrow(
        `Ongeldige limiet '${text}': geef een positief geheel getal.`,
      );
    }
  });
});

describe('list commands over pages', () => {
  it('caos list follows every page: the same rows in a pipe, in a terminal and as JSON', async () => {
    const piped = await run(['caos', 'list'], pagedServer(CAOS, 2));
    expect(piped.code).toBe(0);
    expect(piped.stdout.split('\n').map((line) => line.split('\t')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '',
    ]);
    expect(requests).toEqual([
      `${URL}/api/inleners/caos-list/`,
      `${URL}/api/inleners/caos-list/?after=2`,
      `${URL}/api/inleners/caos-list/?after=4`,
    ]);
    const terminal = await run(['caos', 'list'], pagedServer(CAOS, 2), true);
    expect(terminal.stdout.split('\n').filter((line) => /^\s*\d/.test(line))).toHaveLength(5);
    const json = await run(['caos', 'list', '--json', '--latest'], pagedServer(CAOS, 3));
    expect(JSON.parse(json.stdout)).toEqual(CAOS);
  });

  it('caos list --limit N asks for N rows and stops there, over pages when the server gives fewer', async () => {
    const three = await run(['caos', 'list', '--limit', '3', '--json'], pagedServer(CAOS, 2));
    expect(JSON.parse(three.stdout)).toEqual(CAOS.slice(0, 3));
    expect(requests).toEqual([
      `${URL}/api/inleners/caos-list/?limit=3`,
      `${URL}/api/inleners/caos-list/?limit=1&after=2`,
    ]);
    requests = [];
    const more = await run(['caos', 'list', '--limit', '50'], pagedServer(CAOS, 2));
    expect(more.stdout.trim().split('\n')).toHaveLength(5);
    expect(requests[0]).toBe(`${URL}/api/inleners/caos-list/?limit=50`);
  });

  it('refuses a bad --limit before asking the server (exit 2)', async () => {
    const result = await run(['schemes', 'list', '--limit', 'alles'], pagedServer([], 2));
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: "Fout: Ongeldige limiet 'alles': geef een positief geheel getal.\n",
    });
    expect(requests).toEqual([]);
  });

  it('schemes list sends --limit as the page size it needs', async () => {
    const result = await run(['schemes', 'list', '--limit', '2', '--json'], pagedServer([], 2));
    expect([result.code, result.stdout]).toEqual([0, '[]\n']);
    expect(requests).toEqual([`${URL}/api/inleners/inleners-cao-list/?limit=2`]);
  });

  it('schemes versions follows every page of the versions list and prints them oldest first', async () => {
    const guid = '00000000-0000-4000-8000-000000000001';
    const versions = Array.from({ length: 7 }, (_, index) => ({
      version: 7 - index,
      created_at: `2025-07-0${7 - index}T10:00:00Z`,
    }));
    const json = await run(['schemes', 'versions', guid, '--json'], pagedServer(versions, 3));
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([...versions].reverse());
    expect(requests).toEqual([
      `${URL}/api/inleners/inleners-cao/${guid}/versions/`,
      `${URL}/api/inleners/inleners-cao/${guid}/versions/?after=3`,
      `${URL}/api/inleners/inleners-cao/${guid}/versions/?after=6`,
    ]);
    const piped = await run(['schemes', 'versions', guid], pagedServer(versions, 3));
    const lines = piped.stdout.trim().split('\n');
    expect(lines.map((line) => line.split('\t')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(lines.map((line) => line.split('\t')[2] ?? '')).toEqual(['', '', '', '', '', '', 'nieuwste']);
  });

  it('shared list follows the hirer pages, and --limit N prints N rows', async () => {
    await saveSession('uitlener');
    const all = await run(['shared', 'list'], pagedServer(HIRERS, 1));
    expect(all.code).toBe(0);
    expect(
      all.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t').slice(0, 4).join(' ')),
    ).toEqual([
      'Inlener 1 B.V. 68750110 regeling 00000000-0000-4000-8000-00000000001' + '0',
      'Inlener 1 B.V. 68750110 regeling 00000000-0000-4000-8000-00000000001' + '1',
      'Inlener 1 B.V. 68750110 cao-naleving 100',
      'Inlener 2 B.V. 68750110 regeling 00000000-0000-4000-8000-00000000002' + '0',
      'Inlener 3 B.V. 68750110 cao-naleving 300',
      'Inlener 3 B.V. 68750110 cao-naleving 301',
    ]);
    expect(requests).toHaveLength(3);
    const four = await run(['shared', 'list', '--limit', '4'], pagedServer(HIRERS, 1));
    expect(four.stdout.trim().split('\n')).toHaveLength(4);
    const json = await run(['shared', 'list', '--limit', '4', '--json'], pagedServer(HIRERS, 1));
    expect(JSON.parse(json.stdout)).toEqual(firstRows(HIRERS, 4));
  });
});

describe('firstRows', () => {
  it('keeps the hirers and items of the first N rows, schemes before compliances', () => {
    expect(firstRows(HIRERS, 2)).toEqual([{ ...HIRERS[0], compliances: [] }]);
    expect(firstRows(HIRERS, 4)).toEqual([HIRERS[0], HIRERS[1]]);
    expect(firstRows(HIRERS, 5)).toEqual([
      HIRERS[0],
      HIRERS[1],
      { ...HIRERS[2], compliances: [HIRERS[2]?.compliances[0]] },
    ]);
    expect(firstRows(HIRERS, 99)).toEqual(HIRERS);
  });
});
