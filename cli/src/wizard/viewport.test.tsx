import { EventEmitter } from 'node:events';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY } from '../test-wizard.js';
import { focusedLine, press, renderSettled, settle, unmountSettled } from '../test-wizard-keys.js';
import type { Field } from './fields.js';
import { FormView } from './form-view.js';
import { WizardFrame } from './frame.js';
import { ScreenContext, listWindow, pageUpStart, windowFrom, wrappedLines } from './viewport.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

describe('wrappedLines', () => {
  it('counts the lines ink draws for a text in a box of a given width', async () => {
    const texts = [
      'kort',
      '',
      'Tab/↑↓ ander veld · ←→ kiezen · spatie aanvinken · Enter bevestigen · Ctrl+T naar een eerdere stap · Esc afsluiten',
      '  Omschrijving *: Loyaliteitsbonus bij ten minste 20 jaar in de branche (art. 19) ',
      `${'x'.repeat(45)} ${'y'.repeat(95)} z`,
      'twee\nregels die samen langer zijn dan de breedte van het vak waarin ze staan',
      `precies${' '.repeat(13)}`,
    ];
    for (const width of [20, 40, 80]) {
      for (const text of texts) {
        const app = await renderSettled(
          <Box width={width}>
            <Text>{text}</Text>
          </Box>,
        );
        const drawn = (app.lastFrame() ?? '').split('\n').length;
        await unmountSettled(app);
        expect({ width, text, lines: wrappedLines(text, width) }).toEqual({ width, text, lines: drawn });
      }
    }
  });
});

describe('listWindow', () => {
  const ones = (count: number) => Array.from({ length: count }, () => 1);

  it('shows everything that fits, and otherwise the focus with a line for what is above and below', () => {
    expect(listWindow(ones(5), 4, 5)).toEqual({ start: 0, end: 5 });
    // 10 items in 5 lines: 4 items and the '↓' line.
    expect(listWindow(ones(10), 0, 5)).toEqual({ start: 0, end: 4 });
    // The focus below the window becomes its last item, under the '↑' line and above the '↓' line.
    expect(listWindow(ones(10), 5, 5, 0)).toEqual({ start: 3, end: 6 });
    // The window stays while the focus is in it.
    expect(listWindow(ones(10), 4, 5, 3)).toEqual({ start: 3, end: 6 });
    // At the end, no '↓' line: one more item.
    expect(listWindow(ones(10), 9, 5, 3)).toEqual({ start: 6, end: 10 });
    // The focus above the window becomes its first item, with the note (a heading) right above it.
    expect(listWindow(ones(10), 4, 5, 6, (index) => index === 3)).toEqual({ start: 3, end: 6 });
    // A tall item counts its lines; one taller than the budget is shown alone.
    expect(listWindow([1, 1, 3, 1, 1], 2, 5, 0)).toEqual({ start: 2, end: 3 });
    expect(listWindow([1, 9, 1], 1, 5, 0)).toEqual({ start: 1, end: 2 });
  });
});

describe('windowFrom', () => {
  it('starts a window at an item, as far down as fits, and never past the last full window', () => {
    const ones = Array.from({ length: 10 }, () => 1);
    expect(windowFrom(ones, 0, 5)).toEqual({ start: 0, end: 4 });
    expect(windowFrom(ones, 3, 5)).toEqual({ start: 3, end: 6 });
    expect(windowFrom(ones, 8, 5)).toEqual({ start: 6, end: 10 });
    expect(windowFrom(ones, -4, 5)).toEqual({ start: 0, end: 4 });
    expect(windowFrom([1, 1], 1, 5)).toEqual({ start: 0, end: 2 });
  });
});

describe('pageUpStart', () => {
  it('starts the page above so that it ends with the current first item, counted in rows', () => {
    const ones = Array.from({ length: 10 }, () => 1);
    // From 6 in 5 rows ('↑' and '↓' lines included): items 4, 5 and 6 again.
    expect(pageUpStart(ones, 6, 5)).toBe(4);
    expect(windowFrom(ones, 4, 5)).toEqual({ start: 4, end: 7 });
    expect(pageUpStart(ones, 2, 5)).toBe(0);
    expect(pageUpStart(ones, 0, 5)).toBe(0);
  });

  it('skips no item when the items above wrap over more rows than the current ones', () => {
    // Items 0 to 5 two rows each, 6 to 9 one row: a page up from 6 by the count of items shown (as before)
    // would start at 3 and end before 6; counted in rows it ends with 6.
    const heights = [2, 2, 2, 2, 2, 2, 1, 1, 1, 1];
    const from = pageUpStart(heights, 6, 8);
    expect(windowFrom(heights, from, 8).end).toBeGreaterThan(6);
    expect(from).toBe(4);
    // An item taller than the window: one item up all the same.
    expect(pageUpStart([1, 9, 1], 2, 5)).toBe(1);
  });
});

/** A terminal of `rows` rows that the test resizes. */
function fakeScreen(rows: number) {
  const screen = Object.assign(new EventEmitter(), { rows, columns: 80 });
  return {
    screen,
    resize: (to: number) =>
      settle(() => {
        screen.rows = to;
        screen.emit('resize');
      }),
  };
}

const FIELDS = 20;

/** A step of 20 required text fields in the wizard's frame on a terminal of `rows`. */
async function start(rows: number) {
  const { screen, resize } = fakeScreen(rows);
  function Step() {
    const [values, setValues] = useState<Record<string, string>>({});
    const fields: Field[] = [
      { kind: 'note', id: 'heading', text: 'Gegevens', tone: 'heading' },
      ...Array.from({ length: FIELDS }, (_, index): Field => ({
        kind: 'text',
        id: `veld${index + 1}`,
        label: `Veld ${index + 1}`,
        required: true,
        value: values[`veld${index + 1}`] ?? '',
        error: (values[`veld${index + 1}`] ?? '') === '' ? 'Veld is vereist' : null,
        onChange: (value) => setValues((old) => ({ ...old, [`veld${index + 1}`]: value })),
      })),
    ];
    return (
      <WizardFrame title="Test" steps={[{ number: 1, label: 'Stap' }]} current={1} hint={null} errors={[]}>
        <FormView fields={fields} showAllErrors={false} />
      </WizardFrame>
    );
  }
  const app = await renderSettled(
    <ScreenContext.Provider value={screen}>
      <Step />
    </ScreenContext.Provider>,
  );
  cleanup = () => unmountSettled(app);
  return {
    app,
    resize,
    frame: () => app.lastFrame() ?? '',
    lines: () => (app.lastFrame() ?? '').split('\n').length,
  };
}

describe('FormView on a small terminal', { timeout: 30_000 }, () => {
  it('shows a window around the focused field, never as tall as the terminal, and follows Tab and Shift+Tab', async () => {
    const step = await start(12);
    expect(step.lines()).toBeLessThanOrEqual(11);
    expect(focusedLine(step.app)).toContain('Veld 1 *');
    expect(step.frame()).toContain('Gegevens');
    expect(step.frame()).toMatch(/↓ \d+ velden hieronder/);
    expect(step.frame()).not.toContain('hierboven');

    // Down to the last field: always on the screen, with its error once it was left and the focus came back.
    for (let field = 2; field <= FIELDS; field += 1) {
      await press(step.app, KEY.tab);
      expect(focusedLine(step.app)).toContain(`Veld ${field} *`);
      expect(step.lines()).toBeLessThanOrEqual(11);
    }
    expect(step.frame()).toMatch(/↑ \d+ velden hierboven/);
    expect(step.frame()).not.toContain('hieronder');
    // The fields just left show their error in the window.
    expect(step.frame()).toContain('Veld is vereist');

    // Tab wraps round to the first field: the window goes back to the top, heading included.
    await press(step.app, KEY.tab);
    expect(focusedLine(step.app)).toContain('Veld 1 *');
    expect(step.frame()).toContain('Gegevens');
    // Shift+Tab wraps to the last.
    await press(step.app, KEY.shiftTab);
    expect(focusedLine(step.app)).toContain(`Veld ${FIELDS} *`);
    expect(step.frame()).toContain('Veld is vereist');
  });

  it('draws the whole step again when the terminal grows, and a smaller window when it shrinks', async () => {
    const step = await start(12);
    await press(step.app, KEY.tab, KEY.tab, KEY.tab);
    const hidden = () => Number(/↓ (\d+) velden hieronder/.exec(step.frame())?.[1] ?? 0);
    const before = hidden();
    expect(before).toBeGreaterThan(0);
    await step.resize(60);
    expect(step.frame()).not.toMatch(/velden hier(boven|onder)/);
    expect(step.frame()).toContain(`Veld ${FIELDS} *`);
    await step.resize(10);
    expect(step.lines()).toBeLessThanOrEqual(9);
    expect(focusedLine(step.app)).toContain('Veld 4 *');
  });

  it('pages with PgDn and PgUp from where the window stands, and follows the focus again on Tab', async () => {
    const step = await start(12);
    const PAGE_DOWN = '\u001b[6~';
    const PAGE_UP = '\u001b[5~';
    await press(step.app, PAGE_DOWN);
    expect(step.frame()).not.toContain('› Veld 1 *');
    expect(step.frame()).toMatch(/↑ \d+ velden? hierboven \(PgUp\)/);
    expect(step.lines()).toBeLessThanOrEqual(11);
    // Page by page to the end: each page starts with the last item of the page before.
    for (let pages = 0; step.frame().includes('hieronder'); pages += 1) {
      expect(pages).toBeLessThan(FIELDS);
      const last = /Veld (\d+) \*/g;
      const shown = [...step.frame().matchAll(last)].map((match) => Number(match[1]));
      await press(step.app, PAGE_DOWN);
      expect([...step.frame().matchAll(last)].map((match) => Number(match[1]))[0]).toBe(shown.at(-1));
      expect(step.lines()).toBeLessThanOrEqual(11);
    }
    expect(step.frame()).toContain(`Veld ${FIELDS} *`);
    for (let pages = 0; !step.frame().includes('Gegevens'); pages += 1) {
      expect(pages).toBeLessThan(FIELDS);
      await press(step.app, PAGE_UP);
    }
    expect(step.frame()).not.toContain('hierboven');
    expect(step.frame()).toMatch(/↓ \d+ velden hieronder \(PgDn\)/);
    // Paged away from the focus (Veld 1), Tab brings the window back to the focus.
    await press(step.app, PAGE_DOWN, PAGE_DOWN, PAGE_DOWN);
    expect(step.frame()).not.toContain('Veld 2 *');
    await press(step.app, KEY.tab);
    expect(focusedLine(step.app)).toContain('Veld 2 *');
    expect(step.lines()).toBeLessThanOrEqual(11);
  });

  it('draws every field without a known number of rows (not a terminal)', async () => {
    const { screen } = fakeScreen(0);
    const fields: Field[] = Array.from({ length: FIELDS }, (_, index) => ({
      kind: 'button',
      id: `b${index}`,
      label: `Knop ${index + 1}`,
      onPress: () => undefined,
    }));
    const app = await renderSettled(
      <ScreenContext.Provider value={screen}>
        <WizardFrame title="Test" steps={[{ number: 1, label: 'Stap' }]} current={1} hint={null} errors={[]}>
          <FormView fields={fields} showAllErrors={false} />
        </WizardFrame>
      </ScreenContext.Provider>,
    );
    cleanup = () => unmountSettled(app);
    expect(app.lastFrame()).toContain(`Knop ${FIELDS} ]`);
    expect(app.lastFrame()).not.toContain('hieronder');
  });
});
