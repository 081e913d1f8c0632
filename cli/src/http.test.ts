import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionFile, writeSession } from './config.js';
import { EXIT } from './exit-codes.js';
import { main } from './program.js';
import { captureStream } from './test-streams.js';

// A listening HTTP server that answers the two calls whoami needs, so the real client, undici and the
// session file are exercised end to end: the expired access token is refreshed and the new set saved.

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const user = {
  username: 'jan',
  email: 'jan@example.nl',
  company_name: 'Schoonmaakbedrijf Jan BV',
  kvk_nr: '69599068',
  holding_kvk_nr: null,
  kvk_verified: true,
  permissions: ['inleners.create_inlenerscao'],
  salary_table_update_emails: true,
  uitlener_asked_for_help: null,
};
const freshTokens = {
  access: 'access-2',
  access_expiration: '2026-03-01T12:05:00.000Z',
  refresh: 'refresh-2',
  refresh_expiration: '2026-03-08T12:00:00.000Z',
};

let server: Server;
let url: string;
let home: string;
let refreshAnswer: number;

async function body(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? null : JSON.parse(text);
}

function send(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}

beforeEach(async () => {
  refreshAnswer = 200;
  home = await mkdtemp(join(tmpdir(), 'beloning-http-'));
  server = createServer((request, response) => {
    void (async () => {
      if (request.url === '/api/rest-auth/token/refresh/' && request.method === 'POST') {
        // A call without a bearer token carries the double-submit CSRF cookie and header, equal.
        const header = request.headers['x-csrftoken'];
        if (typeof header !== 'string' || request.headers.cookie !== `csrftoken=${header}`) {
          return send(response, 403, { detail: 'CSRF-controle mislukt.' });
        }
        const { refresh } = (await body(request)) as { refresh: string };
        if (refreshAnswer === 200 && refresh === 'refresh-1') return send(response, 200, freshTokens);
        if (refreshAnswer >= 500) return send(response, refreshAnswer, { detail: 'Interne fout' });
        return send(response, 401, { detail: 'Sessie verlopen' });
      }
      if (request.url === '/api/rest-auth/inlener-user/') {
        if (request.headers.authorization === 'Bearer access-2') return send(response, 200, user);
        return send(response, 401, { detail: 'Niet ingelogd' });
      }
      send(response, 404, { detail: 'Niet gevonden' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await writeSession(sessionFile({ XDG_CONFIG_HOME: home }), {
    url,
    kind: 'inlener',
    username: 'jan',
    tokens: {
      access: 'access-1',
      access_expiration: '2026-03-01T12:00:03.000Z',
      refresh: 'refresh-1',
      refresh_expiration: '2026-03-08T11:00:00.000Z',
    },
  });
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(home, { recursive: true, force: true });
});

async function run(args: string[]) {
  const stdout = captureStream(false);
  const stderr = captureStream(false);
  const code = await main(args, {
    stdout,
    stderr,
    stdin: new PassThrough(),
    env: { XDG_CONFIG_HOME: home },
    cwd: home,
    now: () => NOW,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('connect', () => {
  it('refreshes an access token that is about to expire and saves the new set (0600)', async () => {
    const result = await run(['whoami', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.success);
    expect(JSON.parse(result.stdout)).toEqual({ url, kind: 'inlener', username: 'jan', user });
    const file = sessionFile({ XDG_CONFIG_HOME: home });
    expect(JSON.parse(await readFile(file, 'utf8')).tokens).toEqual(freshTokens);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('says "Niet ingelogd" with exit 3 and forgets the session when the refresh is refused', async () => {
    refreshAnswer = 401;
    const result = await run(['whoami']);
    expect(result).toEqual({
      code: EXIT.notLoggedIn,
      stdout: '',
      stderr: `Fout: Niet ingelogd op ${url} of sessie verlopen. Log in met: beloning login\n`,
    });
    await expect(stat(sessionFile({ XDG_CONFIG_HOME: home }))).rejects.toThrow();
  });

  it('keeps the session when the refresh gets no answer or a server error, so the next command can refresh', async () => {
    const file = sessionFile({ XDG_CONFIG_HOME: home });
    const saved = await readFile(file, 'utf8');

    refreshAnswer = 503;
    const failing = await run(['whoami']);
    expect(failing).toEqual({
      code: EXIT.failure,
      stdout: '',
      stderr: 'Fout: Er ging iets mis op de server. Probeer het later opnieuw.\n',
    });
    expect(await readFile(file, 'utf8')).toBe(saved);

    await new Promise((resolve) => server.close(resolve));
    const down = await run(['whoami']);
    expect(down.code).toBe(EXIT.failure);
    expect(down.stderr).toBe(
      `Fout: Kan de server op ${url} niet bereiken. Controleer het adres of start de server (npm start).\n`,
    );
    expect(await readFile(file, 'utf8')).toBe(saved);
  });

  it('removes the session on logout, also when the server cannot be reached', async () => {
    await new Promise((resolve) => server.close(resolve));
    const result = await run(['logout']);
    expect(result.code).toBe(EXIT.failure);
    expect(result.stderr).toContain('Uitgelogd op deze computer, maar de server op');
    await expect(stat(sessionFile({ XDG_CONFIG_HOME: home }))).rejects.toThrow();
  });

  it('does not send the session to another server than the one it was made on', async () => {
    // The same server under another name: it answers, but the session is not for it.
    const other = url.replace('127.0.0.1', 'localhost');
    const result = await run(['whoami', '--url', other]);
    expect(result.code).toBe(EXIT.notLoggedIn);
    expect(result.stderr).toBe(
      `Fout: Niet ingelogd op ${other} (uw sessie is van ${url}). Log in met: beloning login --url ${other}\n`,
    );
  });
});
