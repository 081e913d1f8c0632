import { createInterface } from 'node:readline/promises';
import type { InputStream } from './context.js';
import { CliError } from './errors.js';
import { EXIT } from './exit-codes.js';
import type { OutputStream } from './output.js';

/** Questions go to stderr, so stdout stays data only. */

export const CANCELLED = 'Afgebroken.';

/** Asks one line on the terminal. */
export async function promptLine(
  stdin: InputStream,
  stderr: OutputStream,
  question: string,
): Promise<string> {
  const readline = createInterface({
    input: stdin,
    output: stderr as NodeJS.WritableStream,
    terminal: stdin.isTTY === true,
  });
  try {
    return (await readline.question(question)).trim();
  } finally {
    readline.close();
  }
}

/** Asks a password without showing what is typed; Ctrl-C cancels. Needs a terminal. */
export function promptHidden(stdin: InputStream, stderr: OutputStream, question: string): Promise<string> {
  if (stdin.isTTY !== true || stdin.setRawMode === undefined) {
    return Promise.reject(
      new CliError('Geen terminal om het wachtwoord te vragen. Gebruik --password-stdin.', EXIT.usage),
    );
  }
  const setRawMode = stdin.setRawMode.bind(stdin);
  // The terminal stops echoing before the question shows, so a password typed the moment it appears is
  // never printed.
  setRawMode(true);
  stderr.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        if (char === '\u0003' || (char === '\u0004' && typed === '')) {
          return finish(() => reject(new CliError(CANCELLED, EXIT.failure)));
        }
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Everything on stdin (for --password-stdin), without the one line end that `echo` adds. */
export async function readStdin(stdin: InputStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
