/**
 * The wizard of the BUILT binary against a real server (tests/cli/cli-server.ts on PGlite): piped it refuses
 * with exit 2; in a pseudo-terminal (util-linux `script`, keys written to its stdin) the short wizard is
 * driven to a saved cao compliance, checked through the API.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliServerInfo } from './cli-server.js';
import { BIN, ROOT, runPiped, startCliServer } from './run-cli.js';

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;

const KEY = { tab: '\t', enter: '\r', space: ' ', right: '\u001b[C' } as const;

/** The wizard in a pseudo-terminal: `keys` types into it; `waitFor` waits until the screen shows a text. */
function startInTerminal(args: readonly string[]) {
  const command = [process.execPath, BIN, ...args].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', COLUMNS: '120', LINES: '50', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString('utf8')));
  const exited = new Promise<number>((resolve) => child.once('close', (code) => resolve(code ?? -1)));
  const waitFor = async (text: string, timeout = 15_000) => {
    const start = Date.now();
    // eslint-disable-next-line no-control-regex
    const plain = () => screen.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    while (!plain().includes(text)) {
      if (Date.now() - start > timeout)
        throw new Error(`'${text}' did not appear; screen:\n${plain().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const keys = async (...presses: string[]) => {
    for (const press of presses) {
      child.stdin.write(press);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  return { keys, waitFor, exited, screen: () => screen };
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startCliServer();
  info = server.info;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-wizard-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config') };
  const login = await runPiped(
    ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
    env,
    `${info.password}\n`,
  );
  if (login.code !== 0) throw new Error(login.stderr);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (home !== undefined) rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('beloning wizard (built binary, real server)', { timeout: 90_000 }, () => {
  it('refuses without a terminal, pointing to tables import, with exit 2', async () => {
    const piped = await runPiped(['wizard', '--short'], env);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('De wizard werkt alleen in een terminal');
    expect(piped.stderr).toContain('beloning tables import');
    expect(piped.stdout).toBe('');
  });

  it('saves a cao compliance through the short wizard in a terminal', async () => {
    const wizard = startInTerminal(['wizard', '--short']);
    await wizard.waitFor('Wij volgen een cao precies');
    await wizard.keys(KEY.space, KEY.tab, KEY.tab, KEY.enter);
    await wizard.waitFor('Zoeken:');
    await wizard.keys('schoon', KEY.enter, KEY.tab, KEY.enter);
    await wizard.waitFor('Alle functies staan in de cao');
    await wizard.keys(KEY.right, KEY.right, KEY.tab, KEY.tab, KEY.enter);
    await wizard.waitFor('Toon uurlonen');
    await wizard.keys(KEY.tab, KEY.tab, KEY.tab, KEY.enter);
    await wizard.waitFor('Voornaam');
    await wizard.keys('Jan', KEY.tab, 'de Vries', KEY.tab, KEY.space, KEY.tab, KEY.tab, KEY.enter);
    expect(await wizard.exited).toBe(0);
    expect(wizard.screen()).toMatch(/Cao-naleving opgeslagen \(id \d+\)\./);

    const response = await fetch(`${info.url}/api/inleners/cao-compliance-list/`, {
      headers: { authorization: `Bearer ${info.access}` },
    });
    const compliances = (await response.json()) as { cao_id: number; signed_fullname: string }[];
    expect(compliances).toEqual([expect.objectContaining({ cao_id: 1, signed_fullname: 'Jan de Vries' })]);
  });

  it('closes after Esc and j without saving, exit 1', async () => {
    const wizard = startInTerminal(['wizard']);
    await wizard.waitFor('Eigen beloningsregeling');
    await wizard.keys('\u001b');
    await wizard.waitFor('De wizard afsluiten?');
    await wizard.keys('j');
    expect(await wizard.exited).toBe(1);
    expect(wizard.screen()).toContain('Wizard afgesloten; er is niets opgeslagen.');
  });
});
