import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import type { CliServerInfo } from './cli-server.js';
import { ROOT, runInTerminal, runPiped, startCliServer } from './run-cli.js';

/**
 * The manners of the BUILT binary against a real server (tests/cli/cli-server.ts): what it says when the
 * address is wrong, a token is refused, or something is not found, piped and in a real terminal.
 */

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;

/** A session file in its own configuration directory, as `beloning login` writes it. */
function withSession(name: string, session: { kind?: string; tokens?: CliServerInfo['expired'] } = {}) {
  const configHome = join(home, name);
  mkdirSync(join(configHome, 'beloning'), { recursive: true, mode: 0o700 });
  const saved = {
    url: info.url,
    kind: session.kind ?? 'inlener',
    username: info.username,
    tokens: session.tokens ?? info.expired,
  };
  writeFileSync(join(configHome, 'beloning', 'session.json'), JSON.stringify(saved), { mode: 0o600 });
  return { HOME: home, XDG_CONFIG_HOME: configHome };
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startCliServer();
  info = server.info;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-manners-'));
}, 180_000);

afterAll(async () => {
  await server.stop();
  rmSync(home, { recursive: true, force: true });
});

describe('beloning manners (built binary, real server)', { timeout: 60_000 }, () => {
  it('says a wrong --url cannot be reached (exit 1) when a session is saved for another server', async () => {
    const env = withSession('wrong-url');
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const unreachable = `Kan de server op ${nowhere} niet bereiken. Controleer het adres of start de server (npm start).`;
    const piped = await runPiped(['schemes', 'list', '--url', nowhere], env);
    expect(piped).toEqual({ code: 1, stdout: '', stderr: `Fout: ${unreachable}\n` });
    const terminal = await runInTerminal(['caos', 'list', '--url', `${nowhere}/`], env);
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toContain(unreachable);
    expect(terminal.stdout).not.toContain('Niet ingelogd');
    // The saved session is kept for its own server.
    expect(existsSync(join(env.XDG_CONFIG_HOME, 'beloning', 'session.json'))).toBe(true);

    // A server that answers but holds no session of the user: not logged in there (exit 3).
    const other = info.url.replace('127.0.0.1', 'localhost');
    const notHere = await runPiped(['schemes', 'list', '--url', other], env);
    expect(notHere.code).toBe(3);
    expect(notHere.stderr).toMatch(/^Fout: Niet ingelogd/);
  });

  it('tells a refused BELONING_TOKEN that the token is refused, not to run beloning login', async () => {
    const env = {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'ci'),
      BELONING_URL: info.url,
      BELONING_TOKEN: 'verlopen',
    };
    const refused =
      `De server op ${info.url} weigert het toegangstoken in BELONING_TOKEN (ongeldig of verlopen). ` +
      'Zet een nieuw toegangstoken in BELONING_TOKEN, of haal de variabele weg om met uw sessie te werken.';
    const piped = await runPiped(['schemes', 'list'], env);
    expect(piped).toEqual({ code: 3, stdout: '', stderr: `Fout: ${refused}\n` });
    const terminal = await runInTerminal(['whoami'], env);
    expect(terminal.code).toBe(3);
    expect(terminal.stdout).toContain(refused);
    expect(terminal.stdout).not.toContain('Log in met');
    // A token that works is not told anything of the kind.
    const valid = await runPiped(['schemes', 'list'], { ...env, BELONING_TOKEN: info.access });
    expect(valid.code).toBe(0);
    expect(valid.stderr).toBe('');
  });

  it("tells a logged-out agency the agency's login, naming the server used", async () => {
    // An agency session whose refresh the server refuses (the access token expired): logged out.
    const stale = { ...info.expired, refresh: 'ingetrokken' };
    const env = withSession('agency', { kind: 'uitlener', tokens: stale });
    const piped = await runPiped(['shared', 'list'], env);
    expect(piped).toEqual({
      code: 3,
      stdout: '',
      stderr: `Fout: Niet ingelogd op ${info.url} of sessie verlopen. Log in met: beloning login --agency\n`,
    });
    expect(existsSync(join(env.XDG_CONFIG_HOME, 'beloning', 'session.json'))).toBe(false);

    // No session at all, with --url: the agency command names the agency login on that server.
    const terminal = await runInTerminal(['shared', 'list', '--url', info.url], env);
    expect(terminal.code).toBe(3);
    expect(terminal.stdout).toContain(
      `Niet ingelogd op ${info.url} of sessie verlopen. Log in met: beloning login --agency --url ${info.url}`,
    );
    // A hirer's command keeps the hirer's login.
    const hirer = await runPiped(['schemes', 'list', '--url', info.url], env);
    expect(hirer.stderr).toBe(
      `Fout: Niet ingelogd op ${info.url} of sessie verlopen. Log in met: beloning login --url ${info.url}\n`,
    );
  });

  it('names the scheme and the version a 404 did not find', async () => {
    const env = {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'not-found'),
      BELONING_URL: info.url,
      BELONING_TOKEN: info.access,
    };
    const missing = '00000000-0000-4000-8000-000000000000';
    const piped = await runPiped(['schemes', 'show', missing], env);
    expect(piped).toEqual({
      code: 1,
      stdout: '',
      stderr: `Fout: Regeling '${missing}' niet gevonden. Zie beloning schemes list.\n`,
    });
    const guid = info.scheme.guid;
    const terminal = await runInTerminal(['schemes', 'show', guid, '--version', '99'], env);
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toContain(
      `Regeling '${guid}' met versie 99 niet gevonden. Zie beloning schemes versions ${guid}.`,
    );
    const tables = await runPiped(['tables', 'export', 'geen-regeling'], env);
    expect(tables.code).toBe(1);
    expect(tables.stderr).toBe("Fout: Regeling 'geen-regeling' niet gevonden. Zie beloning schemes list.\n");
    // The scheme that exists is shown, in the version that exists.
    const found = await runPiped(['schemes', 'show', guid, '--version', '1', '--json'], env);
    expect(found.code).toBe(0);
  });

  it('takes the scheme as the first argument everywhere; --scheme stays for old scripts; --out is a file', async () => {
    const env = {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'shape'),
      BELONING_URL: info.url,
      BELONING_TOKEN: info.access,
    };
    const guid = info.scheme.guid;
    const positional = await runPiped(['tables', 'export', guid], env);
    expect(positional.code).toBe(0);
    expect(positional.stdout).toMatch(/^tabel;leeftijd;schaal;periodiek;loon\r?\n/);
    // The old form gives the same, and so does the same scheme given both ways.
    expect(await runPiped(['tables', 'export', '--scheme', guid], env)).toEqual(positional);
    expect(await runPiped(['tables', 'export', guid, '--scheme', guid], env)).toEqual(positional);
    const other = '00000000-0000-4000-8000-000000000000';
    const both = await runPiped(['tables', 'export', guid, '--scheme', other], env);
    expect(both).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `Fout: Twee verschillende regelingen: '${guid}' en --scheme '${other}'. Geef de regeling één keer, als eerste argument.\n` +
        'Zie beloning tables export --help.\n',
    });
    // The old form of the import: --scheme and the files.
    const oldImport = await runPiped(
      ['tables', 'import', '--scheme', guid, 'fixtures/csv/clean-long.csv', '--dry-run', '--json'],
      env,
    );
    const newImport = await runPiped(
      ['tables', 'import', guid, 'fixtures/csv/clean-long.csv', '--dry-run', '--json'],
      env,
    );
    expect(newImport.code).toBe(0);
    expect(oldImport).toEqual(newImport);

    // --out is one file (with a BOM for Excel) in tables export as in schemes export; a folder is --dir.
    const dir = mkdtempSync(join(home, 'export-'));
    const file = join(dir, 'lonen.csv');
    const out = await runPiped(['tables', 'export', guid, '--out', file], env);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/^✓ 1 loontabel van .* \(versie \d+\) geschreven naar .*lonen\.csv\.\n$/);
    expect(readFileSync(file, 'utf8')).toBe(
      `\uFEFF${positional.stdout.replace(/\r?\n/g, '\r\n')}`.replace(/\r\r/g, '\r'),
    );
    const perTable = await runPiped(['tables', 'export', guid, '--dir', join(dir, 'tabellen')], env);
    expect(perTable.code).toBe(0);
    expect(readdirSync(join(dir, 'tabellen'))).toHaveLength(1);
    // An old script's --out with a folder is told to use --dir, before anything is fetched.
    const folder = await runInTerminal(['tables', 'export', guid, '--out', dir], env);
    expect(folder.code).toBe(2);
    expect(folder.stdout).toContain(
      `'${dir}' is een map; --out is een bestand. Voor één bestand per loontabel in een map: --dir ${dir}`,
    );
    // The help shows the one shape, not the hidden --scheme.
    const help = await runPiped(['tables', 'increase', '--help'], env);
    expect(help.stdout).toMatch(/^Gebruik: beloning tables increase \[opties\] <guid>\n/);
    expect(help.stdout).not.toContain('--scheme');
  });

  it('--quiet leaves only data and errors; --no-input (or no terminal on stdin) never asks, naming the flag', async () => {
    const env = {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'quiet'),
      BELONING_URL: info.url,
      BELONING_TOKEN: info.access,
    };
    const guid = info.scheme.guid;
    const dryRun = ['tables', 'import', guid, 'fixtures/csv/clean-long.csv', '--dry-run'];
    const talkative = await runPiped(dryRun, env);
    expect(talkative.code).toBe(0);
    expect(talkative.stderr).toContain('Proefdraai: er is niets opgeslagen.');
    const quiet = await runPiped([...dryRun, '--quiet'], env);
    expect(quiet).toEqual({ code: 0, stdout: talkative.stdout, stderr: '' });
    // In a terminal: no success line, but an error stays.
    const file = join(mkdtempSync(join(home, 'quiet-')), 'lonen.csv');
    const written = await runInTerminal(['tables', 'export', guid, '--out', file, '-q'], env);
    expect(written).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(file, 'utf8')).toMatch(/^\uFEFFtabel;leeftijd/);
    const failed = await runInTerminal(
      ['schemes', 'show', '00000000-0000-4000-8000-000000000000', '-q'],
      env,
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain("Regeling '00000000-0000-4000-8000-000000000000' niet gevonden.");

    // --no-input in a terminal: login says which flags answer what it would ask (exit 2).
    const noUser = await runInTerminal(['login', '--no-input'], env);
    expect(noUser.code).toBe(2);
    expect(noUser.stdout).toContain(
      'Kan de gebruikersnaam niet vragen (met --no-input wordt niets gevraagd). Gebruik --username en --password-stdin.',
    );
    expect(noUser.stdout).not.toContain('Gebruikersnaam of e-mailadres:');
    const noPassword = await runInTerminal(['login', '--username', info.username, '--no-input'], env);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stdout).toContain('Gebruik --password-stdin.');
    expect(noPassword.stdout).not.toContain('Wachtwoord:');
    // A pipe on stdin is no input as well.
    const piped = await runPiped(['login'], env);
    expect(piped).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Fout: Kan de gebruikersnaam niet vragen (stdin is geen terminal). Gebruik --username en --password-stdin.\n',
    });
    // With the flags it needs, --no-input logs in.
    const login = await runPiped(
      ['login', '--username', info.username, '--password-stdin', '--no-input', '-q'],
      { ...env, BELONING_TOKEN: '' },
      `${info.password}\n`,
    );
    expect(login).toEqual({ code: 0, stdout: '', stderr: '' });

    // A drastic import in a terminal is not asked about with --no-input: refused, naming --force.
    const drastic = await runInTerminal(
      ['tables', 'import', guid, 'fixtures/csv/clean-long.csv', '--no-input'],
      env,
    );
    expect(drastic.code).toBe(4);
    expect(drastic.stdout).toContain('Controleer de lonen, of sla ze toch op met --force.');
    expect(drastic.stdout).not.toContain('Toch opslaan?');
    // The wizard asks everything, so it does not start.
    const wizard = await runInTerminal(['wizard', '--no-input'], env);
    expect(wizard.code).toBe(2);
    expect(wizard.stdout).toContain('De wizard vraagt alles in de terminal; met --no-input start hij niet.');
  });
});
