import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TokenSet, TokenStore } from '@beloning/core/api';
import { tokenSetSchema } from '@beloning/core/schemas';
import type { Environment } from './output.js';

/**
 * Where the CLI keeps its session: $XDG_CONFIG_HOME/beloning/session.json (default ~/.config/beloning),
 * the directory 0700 and the file 0600, because the file holds a refresh token. CI sets BELONING_URL and
 * BELONING_TOKEN (an access token) instead and nothing is written.
 */

/** The server when neither --url, BELONING_URL nor a saved session names one (`npm start`'s address). */
export const DEFAULT_URL = 'http://localhost:3000';
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** A hirer (inlener) or an agency (uitlener) account. */
export type AccountKind = 'inlener' | 'uitlener';

export interface Session {
  url: string;
  kind: AccountKind;
  username: string;
  tokens: TokenSet;
}

export function configDir(env: Environment): string {
  const base = env.XDG_CONFIG_HOME?.trim() ? env.XDG_CONFIG_HOME : join(env.HOME ?? homedir(), '.config');
  return join(base, 'beloning');
}

export function sessionFile(env: Environment): string {
  return join(configDir(env), 'session.json');
}

/** The saved session, or null when there is none or the file is not a session (then log in again). */
export async function readSession(file: string): Promise<Session | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const tokens = tokenSetSchema.safeParse(record.tokens);
    const { url, kind, username } = record;
    if (!tokens.success || typeof url !== 'string' || typeof username !== 'string') return null;
    if (kind !== 'inlener' && kind !== 'uitlener') return null;
    return { url, kind, username, tokens: tokens.data };
  } catch {
    return null;
  }
}

/**
 * Saves the session: the directory is created (or tightened) to 0700, the file written beside it with 0600
 * and renamed into place, so a reader never sees half a file and the token is never readable by others.
 */
export async function writeSession(file: string, session: Session): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: FILE_MODE });
  await chmod(temporary, FILE_MODE);
  await rename(temporary, file);
}

export async function removeSession(file: string): Promise<void> {
  await rm(file, { force: true });
}

/**
 * Core's TokenStore on the session file: the API client reads the tokens before each call and saves the
 * rotated set after an automatic refresh, so the next command uses the new refresh token.
 */
export function createFileTokenStore(file: string, session: Omit<Session, 'tokens'>): TokenStore {
  return {
    async get() {
      return (await readSession(file))?.tokens ?? null;
    },
    async set(tokens) {
      await writeSession(file, { ...session, tokens });
    },
    async clear() {
      await removeSession(file);
    },
  };
}

/**
 * A read-only store for BELONING_TOKEN. Its expiration is left unknown, so the client never tries to
 * refresh it; when it has expired the server's 401 says so.
 */
export function createEnvTokenStore(accessToken: string): TokenStore {
  const tokens: TokenSet = {
    access: accessToken,
    access_expiration: '',
    refresh: '',
    refresh_expiration: '',
  };
  return { get: () => tokens, set: () => undefined, clear: () => undefined };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
