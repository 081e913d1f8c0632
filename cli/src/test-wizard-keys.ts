import { KEY, tick } from './test-wizard.js';

/** Keys for the ink-testing-library tests of the wizards. For tests only. */

export interface Driven {
  stdin: { write: (data: string) => void };
  lastFrame: () => string | undefined;
}

/** Writes the keys one by one, letting ink and React handle each. */
export async function press(app: Driven, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    app.stdin.write(key);
    await tick(30);
  }
}

/** The focused line of the frame (the one with the › marker), or ''. */
export function focusedLine(app: Driven): string {
  return (app.lastFrame() ?? '').split('\n').find((line) => /^[\s│]*› (?!\d\. )/.test(line)) ?? '';
}

/**
 * Tabs to the field whose focused line contains `label` (a field's label or a button's text), at most
 * `limit` fields on; throws when it is not found, so a test names the field it means.
 */
export async function focus(app: Driven, label: string, limit = 120): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (focusedLine(app).includes(label)) return;
    await press(app, KEY.tab);
  }
  throw new Error(`no field '${label}'; frame:\n${app.lastFrame() ?? ''}`);
}

/** Types text into the focused field, one character at a time. */
export async function type(app: Driven, text: string): Promise<void> {
  await press(app, ...text.split(''));
}

/**
 * Writes all keys at once, without letting React render in between (a paste, a fast typist, a busy machine),
 * then waits for the renders: what a test checks afterwards must not depend on a render between two keys.
 */
export async function burst(app: Driven, ...keys: string[]): Promise<void> {
  for (const key of keys) app.stdin.write(key);
  await tick(150);
}
