/**
 * The bulk-onboarding script of the root README ('Bulk onboarding from a script'), read from the README and
 * run once with bash and the BUILT binary on the PATH against a real server (tests/cli/lifecycle-server.ts):
 * 20 scheme files (save payloads made from the SETU fixture by core's fromSetuInquiryPayEquity, each signed
 * by another planner) created, each shared with the two agencies, raised by 3 % per 01-07-2026 and exported
 * as SETU. Checked through the CLI and the agency's own view: 20 new schemes with two links each, a follow-up
 * table from 01-07-2026 with exactly core's raise, the earlier table ended the day before, 20 schema-valid
 * SETU messages, and the agency sees all 20.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { increaseFullTable } from '@beloning/core/salary';
import type { FullTable } from '@beloning/core/schemas';
import { fromSetuInquiryPayEquity } from '@beloning/core/setu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setuErrors } from '../helpers/setu.js';
import type { LifecycleServerInfo } from './lifecycle-server.js';
import { BIN, ROOT, runPiped, startLifecycleServer, type TestServer } from './run-cli.js';

const SCHEMES = 20;
const MARKER = '<!-- bulk-onboarding-script -->';

/** The script of the README: the fenced bash block after the marker. */
function readmeScript(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf(MARKER) + MARKER.length);
  const match = /```bash\n([\s\S]*?)```/.exec(after);
  if (readme.indexOf(MARKER) < 0 || match?.[1] === undefined) throw new Error('Geen script in README.md');
  return match[1];
}

let server: TestServer<LifecycleServerInfo>;
let info: LifecycleServerInfo;
let home: string;
let env: Record<string, string>;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startLifecycleServer();
  info = server.info;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-bulk-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config') };
  const login = await runPiped(
    ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
    env,
    `${info.password}\n`,
  );
  expect(login.code, login.stderr).toBe(0);

  // `beloning` on the PATH, as `npm install -g ./cli` puts it there.
  mkdirSync(join(home, 'bin'));
  symlinkSync(BIN, join(home, 'bin', 'beloning'));
  // 20 scheme files: the SETU fixture read by core as a save payload, signed by planner 1 to 20.
  const read = fromSetuInquiryPayEquity(
    JSON.parse(readFileSync(join(ROOT, 'fixtures/setu/import-bouw-maandlonen.json'), 'utf8')),
  );
  if (!read.ok) throw new Error('De SETU-fixture is niet leesbaar');
  mkdirSync(join(home, 'regelingen'));
  for (let n = 1; n <= SCHEMES; n += 1) {
    const payload = { ...read.payload, terms_accepted: true, signed_fullname: `Planner ${n}` };
    writeFileSync(
      join(home, 'regelingen', `regeling-${String(n).padStart(2, '0')}.json`),
      JSON.stringify(payload),
    );
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (home !== undefined) rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('the README bulk-onboarding script (bash, built binary, real server)', { timeout: 600_000 }, () => {
  it('creates 20 schemes, shares each with two agencies, raises all per 01-07-2026 and exports all as SETU', async () => {
    const [first, second] = info.agencies;
    const started = Date.now();
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'bash',
        ['-c', readmeScript()],
        {
          cwd: home,
          env: {
            ...env,
            PATH: `${join(home, 'bin')}:${process.env.PATH ?? ''}`,
            AGENCY1_KVK: first.kvkNr,
            AGENCY1_EMAIL: first.email,
            AGENCY2_KVK: second.kvkNr,
            AGENCY2_EMAIL: second.email,
          },
          maxBuffer: 16 * 1024 * 1024,
        },
        (error, stdout, stderr) =>
          resolve({
            code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1,
            stdout,
            stderr,
          }),
      );
    });
    const seconds = (Date.now() - started) / 1000;
    console.info(`Bulk-onboarding script: ${SCHEMES} regelingen in ${seconds.toFixed(1)} s`);
    expect(run.code, run.stderr).toBe(0);

    // The last command lists the schemes: the 20 new ones with their planner, version 2 (the raise) and
    // both links on, and the seeded scheme.
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    const created = rows.filter((row) => row[1] === 'Eigen beloningsregeling');
    expect(created).toHaveLength(SCHEMES);
    expect(created.map((row) => row[2]).sort()).toEqual(
      Array.from({ length: SCHEMES }, (_, index) => `Planner ${index + 1}`).sort(),
    );
    for (const row of created) expect([row[3], row[5]]).toEqual(['2', '2']);
    expect(rows.find((row) => row[0] === info.scheme.guid)?.[5]).toBe('0');

    // One scheme in full: the table up to 30-06-2026 kept, the follow-up raised by exactly core's 3 %.
    const guid = created[0]?.[0] ?? '';
    const [version1, version2] = await Promise.all([
      runPiped(['schemes', 'show', guid, '--version', '1', '--json'], env),
      runPiped(['schemes', 'show', guid, '--json'], env),
    ]);
    type Table = { name: string; active_per: string; end_date: string | null; full_table: FullTable };
    const tablesOf = (text: string) => (JSON.parse(text) as { salary_tables: Table[] }).salary_tables;
    const [before] = tablesOf(version1.stdout);
    const after = tablesOf(version2.stdout);
    if (before === undefined) throw new Error('geen loontabel');
    expect(after.map(({ name, active_per, end_date }) => ({ name, active_per, end_date }))).toEqual([
      { name: before.name, active_per: '2026-01-01', end_date: '2026-06-30' },
      { name: 'Loontabel 1 per 01-07-2026', active_per: '2026-07-01', end_date: before.end_date },
    ]);
    expect(after[0]?.full_table).toEqual(before.full_table);
    expect(after[1]?.full_table).toEqual(
      increaseFullTable(before.full_table, [{ type: 'percentage', value: '3' }], {
        mode: 'mathematical',
        decimals: 2,
      }),
    );
    const links = await runPiped(['schemes', 'links', 'list', guid], env);
    expect(links.stdout.split('\n').map((line) => line.split('\t').slice(0, 4))).toEqual([
      [first.kvkNr, first.handelsnaam, first.email, 'aan'],
      [second.kvkNr, second.handelsnaam, second.email, 'aan'],
      [''],
    ]);

    // 20 SETU messages, each valid against the SETU v2.0 schema, each with both tables.
    const files = readdirSync(join(home, 'setu'));
    expect(files.sort()).toEqual(created.map((row) => `${row[0]}.json`).sort());
    for (const file of files) {
      const message = JSON.parse(readFileSync(join(home, 'setu', file), 'utf8')) as {
        remuneration: unknown[];
      };
      expect(setuErrors(message)).toEqual([]);
      expect(message.remuneration).toHaveLength(2);
    }

    // The agency sees all 20 (the links reach its user's address).
    const agencyEnv = { HOME: home, XDG_CONFIG_HOME: join(home, 'agency-config') };
    const agencyLogin = await runPiped(
      ['login', '--agency', '--url', info.url, '--username', first.username, '--password-stdin'],
      agencyEnv,
      `${first.password}\n`,
    );
    expect(agencyLogin.code, agencyLogin.stderr).toBe(0);
    const shared = await runPiped(['shared', 'list'], agencyEnv);
    expect(shared.code, shared.stderr).toBe(0);
    const sharedGuids = shared.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[3]);
    expect(sharedGuids.sort()).toEqual(created.map((row) => row[0]).sort());
  });
});
