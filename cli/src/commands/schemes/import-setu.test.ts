import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from '@beloning/core/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, saveTestSession } from '../../test-cli.js';
import { IMPORT_SETU_MESSAGES } from './import-setu.js';

const SERVER = 'http://beloning.test';
const MESSAGE = fileURLToPath(
  new URL('../../../../fixtures/setu/import-bouw-maandlonen.json', import.meta.url),
);

let home: string;
let posted: Array<{ url: string; body: unknown }>;

/** A fake server that records what is posted and answers the save. */
const fetch: FetchLike = (url, init) => {
  posted.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
  return Promise.resolve({
    status: 201,
    ok: true,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () =>
      Promise.resolve(JSON.stringify({ id: 7, guid: '3f2b9c1e-0000-4000-8000-000000000007', version: 1 })),
  });
};

async function run(args: string[]) {
  return runCli(args, {
    stdin: process.stdin,
    env: { XDG_CONFIG_HOME: home, BELONING_URL: SERVER, NO_COLOR: '1' },
    cwd: home,
    fetch,
    now: () => Date.parse('2026-01-10T10:00:00Z'),
  });
}

beforeEach(async () => {
  home = mkdtempSync(join(tmpdir(), 'beloning-setu-'));
  posted = [];
  copyFileSync(MESSAGE, join(home, 'bericht.json'));
  await saveTestSession(home, SERVER, 'inlener');
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('schemes import-setu', () => {
  it('with --dry-run lists what is not kept and sends nothing', async () => {
    const result = await run(['schemes', 'import-setu', 'bericht.json', '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('1 loontabel, 4 werksoorten, vanaf 01-01-2026.');
    expect(result.stderr).toContain(IMPORT_SETU_MESSAGES.notKept);
    expect(result.stderr).toContain('  sickPay[0]: zonder wachtdagen en een percentage per periode');
    expect(posted).toEqual([]);
  });

  it('saves the imported scheme with --akkoord, and asks for it otherwise', async () => {
    const refused = await run(['schemes', 'import-setu', 'bericht.json']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`Fout: ${IMPORT_SETU_MESSAGES.terms}\n`);
    expect(posted).toEqual([]);
    const saved = await run(['schemes', 'import-setu', 'bericht.json', '--akkoord']);
    expect(saved.code, saved.stderr).toBe(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe(`${SERVER}/api/inleners/inleners-cao/`);
    expect(posted[0]?.body).toMatchObject({
      cao_id: null,
      terms_accepted: true,
      signed_fullname: 'Joke Jansen',
    });
  });

  it('names the JSON path of what it cannot read (exit 4) and refuses a file that is no JSON', async () => {
    writeFileSync(
      join(home, 'fout.json'),
      JSON.stringify({ documentId: { value: 'x', schemeAgencyId: 'Supplier' }, remuneration: [] }),
    );
    const invalid = await run(['schemes', 'import-setu', 'fout.json', '--dry-run']);
    expect(invalid.code).toBe(4);
    expect(invalid.stderr.split('\n')).toEqual(
      expect.arrayContaining([
        `Fout: ${IMPORT_SETU_MESSAGES.invalid}`,
        '  customer: Veld is vereist',
        '  remuneration: Veld is vereist',
      ]),
    );
    writeFileSync(join(home, 'kapot.json'), '{ "documentId": ');
    const broken = await run(['schemes', 'import-setu', 'kapot.json', '--dry-run']);
    expect(broken.code).toBe(4);
    expect(broken.stderr).toBe(`Fout: ${IMPORT_SETU_MESSAGES.notJson('kapot.json')}\n`);
    expect(posted).toEqual([]);
  });
});
