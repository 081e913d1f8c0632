import { render } from 'ink-testing-library';
import { act, type ReactElement } from 'react';
import { KEY } from './test-wizard.js';

/**
 * Rendering and keys for the ink-testing-library tests of the wizards. For tests only.
 *
 * Every render and every key runs in React's act(): when it returns, React has drawn what it did, run the
 * effects (ink subscribes the key handlers of a new step or dialog in an effect) and the loads those started,
 * so a test reads the frame of its key at once. Nothing waits a fixed time.
 */

// Tells React that this is a test that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Driven {
  stdin: { write: (data: string) => void };
  lastFrame: () => string | undefined;
}

/** Renders a wizard (or part of one) and lets its effects and first loads finish. */
export async function renderSettled(tree: ReactElement): Promise<ReturnType<typeof render>> {
  let app: ReturnType<typeof render> | undefined;
  await act(async () => {
    app = render(tree);
  });
  if (app === undefined) throw new Error('not rendered');
  return app;
}

/** Unmounts in act(), as it was rendered. */
export async function unmountSettled(app: { unmount: () => void }): Promise<void> {
  await act(async () => {
    app.unmount();
  });
}

/**
 * Runs `write` in act(). The one turn of the event loop in it is for a lone Escape, which ink holds until a
 * setImmediate has passed (it might start an escape sequence).
 */
export async function settle(write: () => void): Promise<void> {
  await act(async () => {
    write();
    await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Presses the keys one by one, each handled and drawn before the next. */
export async function press(app: Driven, ...keys: string[]): Promise<void> {
  for (const key of keys) await settle(() => app.stdin.write(key));
}

const FOCUSED = /^[\s│]*› (?!\d\. )/;

/** The focused line of the frame (the one with the › marker), or ''. */
export function focusedLine(app: Driven): string {
  return (app.lastFrame() ?? '').split('\n').find((line) => FOCUSED.test(line)) ?? '';
}

/**
 * Tabs to the field whose focused line contains `label` (a field's label or a button's text), at most
 * `limit` fields on; throws when it is not found, so a test names the field it means. When only one line of
 * the frame shows the label and it is above the focused field, it goes there with Shift+Tab instead of
 * round through every field below; a label on more lines means the next such field, so it tabs on.
 */
export async function focus(app: Driven, label: string, limit = 120): Promise<void> {
  const lines = (app.lastFrame() ?? '').split('\n');
  const showing = lines.flatMap((line, index) => (line.includes(label) ? [index] : []));
  const at = lines.findIndex((line) => FOCUSED.test(line));
  const key = showing.length === 1 && (showing[0] ?? at) < at ? KEY.shiftTab : KEY.tab;
  for (let step = 0; step < limit; step += 1) {
    if (focusedLine(app).includes(label)) return;
    await press(app, key);
  }
  throw new Error(`no field '${label}'; frame:\n${app.lastFrame() ?? ''}`);
}

/** Types text into the focused field, one character at a time. */
export async function type(app: Driven, text: string): Promise<void> {
  await press(app, ...text.split(''));
}

/**
 * Writes all keys at once, without letting React render in between (a paste, a fast typist, a busy machine),
 * then lets it render: what a test checks afterwards must not depend on a render between two keys.
 */
export async function burst(app: Driven, ...keys: string[]): Promise<void> {
  await settle(() => {
    for (const key of keys) app.stdin.write(key);
  });
}
