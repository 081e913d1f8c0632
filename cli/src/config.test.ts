import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configDir,
  createFileTokenStore,
  readSession,
  removeSession,
  sessionFile,
  writeSession,
  type Session,
} from './config.js';

const tokens = {
  access: 'access-1',
  access_expiration: '2026-01-01T10:05:00.000Z',
  refresh: 'refresh-1',
  refresh_expiration: '2026-01-08T10:00:00.000Z',
};
const session: Session = { url: 'http://localhost:3000', kind: 'inlener', username: 'jan', tokens };

let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'beloning-config-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

function mode(path: string): Promise<number> {
  return stat(path).then((info) => info.mode & 0o777);
}

describe('configDir', () => {
  it('uses $XDG_CONFIG_HOME/beloning, else ~/.config/beloning', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/x/config', HOME: '/home/jan' })).toBe('/x/config/beloning');
    expect(configDir({ XDG_CONFIG_HOME: '', HOME: '/home/jan' })).toBe('/home/jan/.config/beloning');
    expect(sessionFile({ HOME: '/home/jan' })).toBe('/home/jan/.config/beloning/session.json');
  });
});

describe('writeSession', () => {
  it('writes the file with mode 0600 in a directory with mode 0700', async () => {
    const file = sessionFile({ XDG_CONFIG_HOME: home });
    await writeSession(file, session);
    expect(await mode(file)).toBe(0o600);
    expect(await mode(join(home, 'beloning'))).toBe(0o700);
    expect(await readSession(file)).toEqual(session);
  });

  it('tightens an existing directory that others could read', async () => {
    const dir = join(home, 'beloning');
    await mkdir(dir, { mode: 0o755 });
    await writeSession(join(dir, 'session.json'), session);
    expect(await mode(dir)).toBe(0o700);
  });
});

describe('readSession', () => {
  it('answers null without a file, and for a file that is not a session', async () => {
    const file = join(home, 'session.json');
    expect(await readSession(file)).toBeNull();
    await writeFile(file, '{"url": "http://x", "tokens": {}}');
    expect(await readSession(file)).toBeNull();
    await writeFile(file, 'geen json');
    expect(await readSession(file)).toBeNull();
  });
});

describe('createFileTokenStore', () => {
  it('saves a refreshed token set to the file, keeping the session, and clears it', async () => {
    const file = sessionFile({ XDG_CONFIG_HOME: home });
    await writeSession(file, session);
    const store = createFileTokenStore(file, { url: session.url, kind: 'inlener', username: 'jan' });
    expect(await store.get()).toEqual(tokens);
    const next = { ...tokens, access: 'access-2', refresh: 'refresh-2' };
    await store.set(next);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ ...session, tokens: next });
    expect(await mode(file)).toBe(0o600);
    await store.clear();
    expect(await store.get()).toBeNull();
    await removeSession(file);
  });
});
