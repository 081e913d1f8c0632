import { EventEmitter } from 'node:events';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY } from '../test-wizard.js';
import { focusedLine, press, renderSettled, unmountSettled } from '../test-wizard-keys.js';
import type { Field } from './fields.js';
import { FormView } from './form-view.js';
import { ConfirmDialog } from './frame.js';
import { BRACKETED_PASTE_OFF, BRACKETED_PASTE_ON, enableBracketedPaste } from './paste.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

const START = '\u001b[200~';
const END = '\u001b[201~';

describe('enableBracketedPaste', () => {
  /** A terminal that keeps what is written, and a process whose exit and signals the test raises. */
  function fakes() {
    const written: string[] = [];
    const owner = Object.assign(new EventEmitter(), {
      pid: 4242,
      killed: [] as string[],
      kill(pid: number, signal: string) {
        owner.killed.push(`${pid} ${signal}`);
        return true;
      },
    });
    return { written, terminal: { write: (text: string) => written.push(text) }, owner };
  }

  it('turns bracketed paste on, and off once: when told, at exit, or on a signal raised again', () => {
    const told = fakes();
    const off = enableBracketedPaste(told.terminal, told.owner as unknown as NodeJS.Process);
    expect(told.written).toEqual([BRACKETED_PASTE_ON]);
    off();
    off();
    told.owner.emit('exit');
    expect(told.written).toEqual([BRACKETED_PASTE_ON, BRACKETED_PASTE_OFF]);
    expect(told.owner.listenerCount('SIGTERM')).toBe(0);

    const exited = fakes();
    enableBracketedPaste(exited.terminal, exited.owner as unknown as NodeJS.Process);
    exited.owner.emit('exit');
    expect(exited.written).toEqual([BRACKETED_PASTE_ON, BRACKETED_PASTE_OFF]);

    const signalled = fakes();
    enableBracketedPaste(signalled.terminal, signalled.owner as unknown as NodeJS.Process);
    signalled.owner.emit('SIGTERM', 'SIGTERM');
    expect(signalled.written).toEqual([BRACKETED_PASTE_ON, BRACKETED_PASTE_OFF]);
    expect(signalled.owner.killed).toEqual(['4242 SIGTERM']);
    expect(signalled.owner.listenerCount('SIGTERM')).toBe(0);
    expect(signalled.owner.listenerCount('exit')).toBe(0);
  });
});

describe('a bracketed paste in a form', { timeout: 30_000 }, () => {
  async function start() {
    const answers: boolean[] = [];
    function Step() {
      const [name, setName] = useState('');
      const [ticked, setTicked] = useState(false);
      const [asking, setAsking] = useState(false);
      const fields: Field[] = [
        { kind: 'text', id: 'naam', label: 'Naam', value: name, onChange: setName },
        { kind: 'checkbox', id: 'akkoord', label: 'Akkoord', value: ticked, onChange: setTicked },
        { kind: 'button', id: 'vraag', label: 'Vraag', onPress: () => setAsking(true) },
      ];
      return (
        <>
          <FormView fields={fields} showAllErrors={false} active={!asking} />
          {asking ? (
            <ConfirmDialog
              text="Zeker? (j/n)"
              onAnswer={(yes) => {
                answers.push(yes);
                setAsking(false);
              }}
            />
          ) : null}
        </>
      );
    }
    const app = await renderSettled(<Step />);
    cleanup = () => unmountSettled(app);
    return { app, answers, frame: () => app.lastFrame() ?? '' };
  }

  it('types pasted text into a text field, its tabs and newlines as spaces, which move nothing', async () => {
    const form = await start();
    await press(form.app, `${START}Jan\tde Vries\r\n${END}`);
    expect(focusedLine(form.app).trimEnd()).toBe('› Naam: Jan de Vries');
    // In pieces, a lone Tab and Enter among them.
    await press(form.app, START, ' van', '\t', '\r', 'Dam', END);
    expect(focusedLine(form.app).trimEnd()).toBe('› Naam: Jan de Vries van Dam');
  });

  it('never ticks, presses or answers with a paste', async () => {
    const form = await start();
    await press(form.app, KEY.tab);
    await press(form.app, `${START} ${END}`);
    expect(form.frame()).toContain('[ ] Akkoord');
    await press(form.app, KEY.tab, `${START}\r${END}`);
    expect(form.frame()).not.toContain('Zeker?');
    await press(form.app, KEY.enter);
    expect(form.frame()).toContain('Zeker?');
    await press(form.app, `${START}j${END}`);
    expect(form.answers).toEqual([]);
    await press(form.app, 'n');
    expect(form.answers).toEqual([false]);
  });
});
