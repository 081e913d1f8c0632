/**
 * Bracketed paste: the wizard asks the terminal (ESC[?2004h) to mark pasted text with ESC[200~ and ESC[201~,
 * so a block copied from Excel (tabs between cells, newlines between rows) reaches the step as one paste,
 * however many reads it takes, and its tabs and newlines are never taken for Tab and Enter. The terminal is
 * told to stop (ESC[?2004l) when the wizard ends: saved, closed, Ctrl+C, an error, or a signal.
 */
import { useInput, type Key } from 'ink';
import { useRef } from 'react';

export const BRACKETED_PASTE_ON = '\u001b[?2004h';
export const BRACKETED_PASTE_OFF = '\u001b[?2004l';

/** The marks around pasted text as ink hands them to useInput (it drops the escape). */
const PASTE_START = '[200~';
const PASTE_END = '[201~';

/** A key of useInput, or (paste: true) the whole text of one paste with the key flags all off. */
export type WizardKey = Key & { paste?: boolean };

interface Terminal {
  write(text: string): unknown;
}

type Process = Pick<NodeJS.Process, 'once' | 'off' | 'on' | 'kill' | 'pid'>;

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Turns bracketed paste on; the function it returns turns it off (once). It is also turned off when the
 * process exits or gets SIGINT, SIGTERM or SIGHUP (the signal is then raised again, so the process ends as
 * it would have).
 */
export function enableBracketedPaste(terminal: Terminal, owner: Process = process): () => void {
  let on = true;
  const off = () => {
    if (!on) return;
    on = false;
    terminal.write(BRACKETED_PASTE_OFF);
    owner.off('exit', off);
    for (const signal of SIGNALS) owner.off(signal, onSignal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    off();
    owner.kill(owner.pid, signal);
  };
  terminal.write(BRACKETED_PASTE_ON);
  owner.once('exit', off);
  for (const signal of SIGNALS) owner.on(signal, onSignal);
  return off;
}

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/**
 * ink's useInput, with a bracketed paste handed over once, whole: `handler(text, { paste: true, ... })`.
 * ink gives the start mark, the text (in one piece or several, a lone tab or Enter as that key) and the end
 * mark as separate inputs; they are collected here. Text pasted into a terminal without bracketed paste
 * still comes as ink gives it (several characters in one input).
 */
export function useWizardInput(
  handler: (input: string, key: WizardKey) => void,
  options: { isActive?: boolean } = {},
): void {
  const pasting = useRef<string | null>(null);
  useInput((input, key) => {
    if (input === PASTE_START && !key.ctrl) {
      pasting.current = '';
      return;
    }
    const collected = pasting.current;
    if (collected === null) return handler(input, key);
    if (input === PASTE_END && !key.ctrl) {
      pasting.current = null;
      return handler(collected, { ...NO_KEY, paste: true });
    }
    pasting.current = collected + (key.tab ? '\t' : key.return && input === '' ? '\r' : input);
  }, options);
}
