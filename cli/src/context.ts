import type { FetchLike } from '@beloning/core/api';
import type { LoginSituation, Subject } from './errors.js';
import { createOutput, type Environment, type Output, type OutputStream } from './output.js';

/** The input side of the terminal: a TTY can be switched to raw mode for a hidden password prompt. */
export interface InputStream extends NodeJS.ReadableStream {
  readonly isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** What a command may touch, injected so tests run commands with their own streams, environment and fetch. */
export interface CliDeps {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
  env: Environment;
  cwd: string;
  /** Default: undici's fetch, loaded only by commands that talk to the server. */
  fetch?: FetchLike;
  /** Milliseconds since the epoch; default Date.now. */
  now?: () => number;
}

/** The global flags of every command. */
export interface GlobalOptions {
  json: boolean;
  /** --url: the server, overriding BELONING_URL and the saved session. */
  url?: string;
  /** False for --no-color. */
  color: boolean;
  /** --quiet: only data and errors; no progress, hints or success lines on stderr. */
  quiet?: boolean;
  /** False for --no-input: never ask anything; what would be asked must come from a flag. */
  input?: boolean;
}

export interface Context {
  deps: CliDeps;
  global: GlobalOptions;
  out: Output;
  /** The server the command talks to, once known; error messages name it. */
  serverUrl?: string;
  /** Who talks to that server, once known; the 'Niet ingelogd' hint fits it. */
  login?: LoginSituation;
  /** What the command looks for (a scheme, a version, a cao), once known; a 404 names it. */
  subject?: Subject;
}

export function createContext(deps: CliDeps, global: GlobalOptions): Context {
  const out = createOutput({
    stdout: deps.stdout,
    stderr: deps.stderr,
    env: deps.env,
    color: global.color,
    json: global.json,
    quiet: global.quiet ?? false,
  });
  return { deps, global, out };
}

/**
 * Whether the command may ask the user something: stdin is a terminal and --no-input was not given (a pipe
 * or a file on stdin counts as --no-input, as gh does).
 */
export function canPrompt(ctx: Context): boolean {
  return ctx.global.input !== false && ctx.deps.stdin.isTTY === true;
}

/**
 * The refusal where a question would be needed but may not be asked: exit 2, naming the flag that answers
 * it ('Gebruik --password-stdin.'). `reason` is what would have been asked.
 */
export function noInputMessage(ctx: Context, reason: string, flag: string): string {
  const why = ctx.global.input === false ? 'met --no-input wordt niets gevraagd' : 'stdin is geen terminal';
  return `Kan ${reason} niet vragen (${why}). Gebruik ${flag}.`;
}
