/**
 * The agency commands of the BUILT binary against a real server (tests/cli/agency-server.ts: PGlite, a hirer
 * that shares one scheme with an agency's KVK number): login --agency, shared list, show and export, piped
 * and in a real terminal; the SETU export is checked against the SETU v2.0 schema.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportPackageCsv, parseSalaryTableCsv } from '@beloning/core/csv';
import { inlenersCaoResponseSchema } from '@beloning/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setuErrors } from '../helpers/setu.js';
import type { AgencyServerInfo } from './agency-server.js';
import {
  ESC,
  ROOT,
  runInTerminal,
  runInTerminalAnswering,
  runPiped,
  startAgencyServer,
  type TestServer,
} from './run-cli.js';

let server: TestServer<AgencyServerInfo>;
let info: AgencyServerInfo;
let home: string;
let env: Record<string, string>;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startAgencyServer();
  info = server.info;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-shared-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config') };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (home !== undefined) rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('beloning shared (built binary, real server)', { timeout: 120_000 }, () => {
  it('logs in as an agency and lists the shared scheme, piped and in a terminal', async () => {
    const login = await runPiped(
      ['login', '--agency', '--url', info.url, '--username', info.agency.username, '--password-stdin'],
      env,
      `${info.agency.password}\n`,
    );
    expect(login.stderr).toContain(info.agency.username);
    expect(login.code).toBe(0);

    const [piped, terminal, json] = await Promise.all([
      runPiped(['shared', 'list'], env),
      runInTerminal(['shared', 'list'], env),
      runPiped(['shared', 'list', '--json'], env),
    ]);
    expect(piped.code).toBe(0);
    const [row] = piped.stdout.trim().split('\n');
    expect(row?.split('\t').slice(0, 6)).toEqual([
      info.hirer.companyName,
      expect.stringMatching(/^\d{8}$/),
      'regeling',
      info.scheme.guid,
      expect.any(String),
      '1',
    ]);
    expect(piped.stdout).not.toContain(ESC);

    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toMatch(/Inlener\s+KVK\s+Soort/);
    expect(terminal.stdout).toContain(`${ESC}1m`);

    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ company_name: info.hirer.companyName }),
    ]);
  });

  it('logs in as an agency in a terminal, and whoami names the agency company, piped and in a terminal', async () => {
    const own = { HOME: home, XDG_CONFIG_HOME: join(home, 'terminal-config') };
    const login = await runInTerminalAnswering(['login', '--agency', '--url', info.url], own, [
      ['Gebruikersnaam of e-mailadres: ', info.agency.username],
      ['Wachtwoord: ', info.agency.password],
    ]);
    expect(login.stdout).toContain(`Ingelogd als ${info.agency.username} (Flex Uitzendbureau B.V.)`);
    expect(login.stdout).not.toContain(info.agency.password);
    expect(login.code).toBe(0);

    const [piped, terminal, json] = await Promise.all([
      runPiped(['whoami'], own),
      runInTerminal(['whoami'], own),
      runPiped(['whoami', '--json'], own),
    ]);
    expect(piped.stdout).toBe(
      [
        `Gebruiker\t${info.agency.username}`,
        'Bedrijf\tFlex Uitzendbureau B.V.',
        `KVK-nummer\t${info.agency.kvkNr}`,
        'Soort account\tuitlener (uitzendbureau)',
        `Server\t${info.url}`,
        '',
      ].join('\n'),
    );
    expect(terminal.stdout).toMatch(/Bedrijf:.*Flex Uitzendbureau B\.V\./);
    expect(terminal.stdout).toContain(ESC);
    expect(JSON.parse(json.stdout)).toMatchObject({
      kind: 'uitlener',
      company: { kvk_nr: info.agency.kvkNr },
    });
    // A hirer's commands are not for an agency: the server refuses, exit 3.
    const schemes = await runPiped(['schemes', 'list'], own);
    expect(schemes.code).toBe(3);
  });

  it('shows the shared scheme and exports it as JSON and CSV', async () => {
    const out = join(home, 'export', 'lonen.csv');
    const packageOut = join(home, 'export', 'pakket.csv');
    const [show, plain, terminal, json, csv, pack] = await Promise.all([
      runPiped(['shared', 'show', info.scheme.guid, '--json'], env),
      runPiped(['shared', 'show', info.scheme.guid], env),
      runInTerminal(['shared', 'show', info.scheme.guid], env),
      runPiped(['shared', 'export', info.scheme.guid, '--format', 'json', '--version', '1'], env),
      runPiped(['shared', 'export', info.scheme.guid, '--format', 'csv', '--out', out], env),
      runPiped(['shared', 'export', info.scheme.guid, '--format', 'pakket-csv', '--out', packageOut], env),
    ]);
    expect(show.code).toBe(0);
    const scheme = inlenersCaoResponseSchema.parse(JSON.parse(show.stdout));
    expect(scheme.guid).toBe(info.scheme.guid);
    expect(scheme.koppelingen).toEqual([]);

    expect(plain.stdout).toContain(`GUID\t${info.scheme.guid}\n`);
    expect(plain.stdout).toMatch(/^Schoonmaak 1-7-2025\t01-07-2025 t\/m 31-12-2025\t/m);
    expect(plain.stdout).not.toContain(ESC);
    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toMatch(/GUID:.*[0-9a-f-]{36}/);
    expect(terminal.stdout).toContain(ESC);
    expect(terminal.stdout).not.toContain('\t');

    expect(inlenersCaoResponseSchema.parse(JSON.parse(json.stdout)).version).toBe(1);

    expect(csv.code).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = parseSalaryTableCsv(bytes);
    expect(parsed.ok && Object.keys(parsed.tables)).toEqual(['Schoonmaak 1-7-2025']);
    expect(parsed.ok && parsed.tables['Schoonmaak 1-7-2025']).toEqual(scheme.salary_tables[0]?.full_table);

    // The package as the server writes it with core's exportPackageCsv, with a BOM in a file for Excel.
    expect(pack.code, pack.stderr).toBe(0);
    expect(readFileSync(packageOut, 'utf8')).toBe(exportPackageCsv(scheme.equivalent_package));
  });

  it('exports SETU that is valid against the SETU v2.0 schema, piped and in a terminal', async () => {
    const [piped, terminal] = await Promise.all([
      runPiped(['shared', 'export', info.scheme.guid, '--format', 'setu'], env),
      runInTerminal(['shared', 'export', info.scheme.guid, '--format', 'setu'], env),
    ]);
    expect(piped.code).toBe(0);
    const message: unknown = JSON.parse(piped.stdout);
    expect(setuErrors(message)).toEqual([]);
    expect(message).toMatchObject({ documentId: { value: `${info.scheme.guid}-v1` } });

    expect(terminal.code).toBe(0);
    expect(setuErrors(JSON.parse(terminal.stdout))).toEqual([]);
  });

  it('answers a scheme that is not shared with exit 1 and a version that does not exist likewise', async () => {
    const [unknown, version, format] = await Promise.all([
      runPiped(['shared', 'show', '00000000-0000-0000-0000-000000000000'], env),
      runPiped(['shared', 'show', info.scheme.guid, '--version', '9'], env),
      runPiped(['shared', 'export', info.scheme.guid, '--format', 'pdf'], env),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Fout: /);
    expect(version.code).toBe(1);
    expect(format.code).toBe(2);
    expect(format.stderr).toBe("Fout: Onbekend formaat 'pdf': kies json, csv, setu of pakket-csv.\n");
  });
});
