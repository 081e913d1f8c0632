import { MESSAGES, inTableMessage } from '@beloning/core/rules';
import {
  PASTE_MESSAGES,
  addAge,
  addPayscale,
  addPeriodical,
  increaseFullTable,
  pasteBlock,
  removeAge,
  removePayscale,
  removePeriodical,
  renamePayscale,
  salaryGridModel,
  setCell,
  ageName,
  type PastedBlockError,
} from '@beloning/core/salary';
import type { FullTable, SalaryTableForm } from '@beloning/core/schemas';
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { ConfirmDialog, dialogLines } from '../frame.js';
import { useWizardInput, type WizardKey } from '../paste.js';
import { ViewportContext, listWindow, useViewport, wrappedLines } from '../viewport.js';
import { IncreasePanel, type IncreaseRequest } from './increase-panel.js';
import type { ChangeTable } from './step3.js';

/**
 * Step 4: the wages of one table as a grid per age (payscales down, periodicals across). Arrow keys move,
 * typing a number (decimal comma) edits the cell, Enter confirms it with core's cell rule (not below the cao's
 * original), Esc drops the edit. Keys: [ and ] another table, + age, s payscale, p periodical (after the
 * cursor's column), d deletes the cell (the last wage of a periodical only after confirmation), n renames the
 * cursor's payscale (core's payscale-key rule: required, at most 10, unique), x removes the cursor's payscale
 * and - the shown age (both after confirmation), v the bulk increase, u hourly wages, Tab to the buttons.
 * What a cell shows comes from core's grid model (salaryGridModel). Text pasted from Excel (ink hands a paste
 * over as one input: tabs between cells, newlines between rows) is applied at the cursor with core's pasted-block
 * reader, all or nothing: every refused cell is named in red, or 'N lonen geplakt'.
 */
export interface SalaryGridProps {
  tables: readonly SalaryTableForm[];
  onChangeTable: ChangeTable;
  onPrevious: () => void;
  onNext: () => void;
  onEscape: () => void;
  active: boolean;
  /** Lines the wizard draws under the step (its dialog), which the grid leaves free. */
  reservedLines?: number;
}

interface Cursor {
  table: number;
  age: number;
  row: number;
  column: number;
}

type Prompt =
  { kind: 'age' | 'periodical'; text: string } | { kind: 'payscale'; payscale: string; text: string } | null;

/** A removal that waits for its j/n answer. */
type Removal =
  | { kind: 'cell'; age: string; payscale: string; column: string }
  | { kind: 'payscale'; payscale: string }
  | { kind: 'age'; age: string };

/** The keys of the grid, shown under it. */
export const GRID_KEYS =
  'Typ een bedrag (komma), Enter bevestigt · plak een blok uit Excel vanaf de cursor · pijltjes · [ ] andere tabel · < > leeftijd · + leeftijd · s schaal · p periodiek · d loon wissen · n schaal hernoemen · x schaal wissen · - leeftijd wissen · v verhogen · u uurlonen';

/** At most this many refused cells of a paste are listed; a last line counts the rest. */
const MAX_PASTE_ERRORS = 5;

/** A line under the grid: what went wrong (red) or what was done (green). */
interface Message {
  text: string;
  done: boolean;
}

export function SalaryGrid({
  tables,
  onChangeTable,
  onPrevious,
  onNext,
  onEscape,
  active,
  reservedLines = 0,
}: SalaryGridProps) {
  const viewport = useViewport();
  const windowStart = useRef(0);
  const [cursor, setCursor] = useState<Cursor>({ table: 0, age: 0, row: 0, column: 0 });
  const [edit, setEdit] = useState<string | null>(null);
  const [message, setMessageState] = useState<Message | null>(null);
  const setMessage = (text: string | null, done = false) =>
    setMessageState(text === null ? null : { text, done });
  const [hourly, setHourly] = useState(false);
  const [button, setButton] = useState<'grid' | 'previous' | 'next'>('grid');
  const [prompt, setPromptState] = useState<Prompt>(null);
  // The open prompt as the newest key left it: a key handled before React drew the prompt still reaches it.
  const promptRef = useRef<Prompt>(null);
  const setPrompt = (update: Prompt | ((old: Prompt) => Prompt)) => {
    promptRef.current = typeof update === 'function' ? update(promptRef.current) : update;
    setPromptState(promptRef.current);
  };
  const [panel, setPanel] = useState(false);
  const [removal, setRemoval] = useState<Removal | null>(null);

  const table = tables[Math.min(cursor.table, tables.length - 1)];
  const model = table === undefined ? null : salaryGridModel(table);
  const ages = model?.ages ?? [];
  const shown = ages[Math.min(cursor.age, ages.length - 1)];
  const age = shown?.age;
  const payscales = shown?.payscales ?? [];
  const columns = shown?.periodicals ?? [];
  const payscale = payscales[Math.min(cursor.row, payscales.length - 1)];
  const column = columns[Math.min(cursor.column, columns.length - 1)];

  /**
   * Applies an operation of core to the shown table: its message when it refuses, else the operation again on
   * the table's newest form (a key handled since the last render is kept). True when it was applied.
   */
  const apply = (operation: (fullTable: FullTable) => ReturnType<typeof addAge>): boolean => {
    if (table === undefined) return false;
    const result = operation(table.fullTable);
    if (!result.ok) {
      setMessage(result.error.message);
      return false;
    }
    onChangeTable(table.key, (fresh) => {
      const again = operation(fresh.fullTable);
      return again.ok ? { ...fresh, fullTable: again.table } : fresh;
    });
    setMessage(null);
    return true;
  };

  const confirm = () => {
    if (
      table === undefined ||
      age === undefined ||
      payscale === undefined ||
      column === undefined ||
      edit === null
    )
      return;
    // core's one cell check (setCell): a refused wage keeps the edit open with its message.
    const cell = { age, payscale, periodical: column };
    if (apply((fullTable) => setCell(fullTable, cell, edit, table.originalFullTable))) setEdit(null);
  };

  const increase = (request: IncreaseRequest) => {
    const chosen = request.scope === 'all' ? tables : table === undefined ? [] : [table];
    for (const target of chosen) {
      try {
        // Checked on the shown form first: a wage that is no number throws before anything changes.
        increaseFullTable(target.fullTable, request.steps, request.rounding);
        onChangeTable(target.key, (fresh) => ({
          ...fresh,
          fullTable: increaseFullTable(fresh.fullTable, request.steps, request.rounding),
        }));
      } catch {
        // A wage that is no number (core's SalaryError); the cell rules name it in step 4's check.
        return setMessage(inTableMessage(target.name, MESSAGES.numeric));
      }
    }
    setPanel(false);
    setMessage(`Lonen verhoogd: ${chosen.map((target) => target.name).join(', ')}`, true);
  };

  /** Applies pasted text at the cursor with core's pasted-block reader: all of it, or nothing. */
  const paste = (text: string) => {
    if (table === undefined || age === undefined || payscale === undefined || column === undefined) return;
    const start = { age, payscale, periodical: column };
    const result = pasteBlock(table.fullTable, start, text, table.originalFullTable);
    if (!result.ok) return setMessage(refusedPaste(result.errors));
    onChangeTable(table.key, (fresh) => {
      const again = pasteBlock(fresh.fullTable, start, text, fresh.originalFullTable);
      return again.ok ? { ...fresh, fullTable: again.table } : fresh;
    });
    setMessage(PASTE_MESSAGES.applied(result.cells.length), true);
  };

  const remove = (target: Removal) => {
    if (target.kind === 'cell')
      return apply((fullTable) => removePeriodical(fullTable, target.age, target.column, target.payscale));
    if (target.kind === 'payscale') return apply((fullTable) => removePayscale(fullTable, target.payscale));
    apply((fullTable) => removeAge(fullTable, target.age));
  };

  /** Renames the cursor's payscale; a refused key keeps the prompt open with core's message. */
  const rename = (payscale: string, text: string): boolean => {
    if (table === undefined) return true;
    // core's one payscale-key check (renamePayscale): a refused key keeps the prompt open.
    return apply((fullTable) => renamePayscale(fullTable, payscale, text));
  };

  const removalQuestion = (target: Removal): string => {
    if (target.kind === 'cell')
      return `Dit is het laatste loon van periodiek ${target.column}; de periodiek wordt verwijderd. Zeker weten? (j/n)`;
    if (target.kind === 'payscale')
      return `Schaal ${target.payscale} met al haar lonen verwijderen, bij elke leeftijd? (j/n)`;
    const name = ageName(target.age);
    return `Leeftijd ${name} met al haar lonen verwijderen? (j/n)`;
  };

  const handlerRef = useRef<(input: string, key: WizardKey) => void>(() => undefined);
  handlerRef.current = (typed, key) => {
    const prompt = promptRef.current;
    // Text pasted into a prompt: what Excel copies of one cell ends in a line break.
    const input = key.paste && prompt !== null ? typed.replace(/[\r\n]+$/, '') : typed;
    if (prompt !== null) {
      if (key.escape) {
        setMessage(null);
        return setPrompt(null);
      }
      if (key.return) {
        if (prompt.kind === 'payscale')
          return rename(prompt.payscale, prompt.text) ? setPrompt(null) : undefined;
        if (table !== undefined && prompt.kind === 'age')
          apply((fullTable) => addAge(fullTable, prompt.text));
        if (
          table !== undefined &&
          prompt.kind === 'periodical' &&
          age !== undefined &&
          payscale !== undefined
        ) {
          // A new periodical without a value is not created (SPEC.md section 4).
          apply((fullTable) => addPeriodical(fullTable, { age, payscale, value: prompt.text }));
        }
        return setPrompt(null);
      }
      if (key.backspace || key.delete)
        return setPrompt((old) => (old === null ? old : { ...old, text: old.text.slice(0, -1) }));
      const allowed =
        prompt.kind === 'payscale'
          ? !key.ctrl && !key.meta && !/[\p{Cc}]/u.test(input)
          : /^[0-9.,]+$/.test(input);
      if (input !== '' && allowed)
        setPrompt((old) => (old === null ? old : { ...old, text: old.text + input }));
      return;
    }
    if (key.tab) {
      const order = ['grid', 'previous', 'next'] as const;
      const next = (order.indexOf(button) + (key.shift ? 2 : 1)) % 3;
      return setButton(order[next] ?? 'grid');
    }
    if (button !== 'grid') {
      if (key.paste) return;
      if (key.return || input === ' ') return button === 'previous' ? onPrevious() : onNext();
      if (key.escape) return onEscape();
      return;
    }
    // A bracketed paste (paste.ts), or several characters in one input from a terminal without it.
    const pasted = key.paste === true || (input.length > 1 && !key.ctrl && !key.meta);
    if (edit !== null) {
      // Several digits at once go into the open edit; a block with tabs or newlines replaces it.
      if (pasted && !/^[0-9.,]+$/.test(input)) {
        setEdit(null);
        return paste(input);
      }
      if (key.return) return confirm();
      if (key.escape) {
        setMessage(null);
        return setEdit(null);
      }
      // Functional updates: keys that come faster than a render still all count.
      if (key.backspace || key.delete) return setEdit((old) => (old ?? '').slice(0, -1));
      if (/^[0-9.,]+$/.test(input)) setEdit((old) => (old ?? '') + input);
      return;
    }
    if (key.escape) return onEscape();
    if (pasted) return paste(input);
    if (/^[0-9,]$/.test(input)) {
      setMessage(null);
      return setEdit(input);
    }
    if (
      key.return &&
      table !== undefined &&
      age !== undefined &&
      payscale !== undefined &&
      column !== undefined
    ) {
      return setEdit(table.fullTable[age]?.[payscale]?.[column]?.replace('.', ',') ?? '');
    }
    const move = (changes: Partial<Cursor>) => setCursor({ ...cursor, ...changes });
    if (key.upArrow) return move({ row: Math.max(0, cursor.row - 1) });
    if (key.downArrow) return move({ row: Math.min(payscales.length - 1, cursor.row + 1) });
    if (key.leftArrow) return move({ column: Math.max(0, cursor.column - 1) });
    if (key.rightArrow) return move({ column: Math.min(columns.length - 1, cursor.column + 1) });
    if (input === ']')
      return move({ table: Math.min(tables.length - 1, cursor.table + 1), age: 0, row: 0, column: 0 });
    if (input === '[') return move({ table: Math.max(0, cursor.table - 1), age: 0, row: 0, column: 0 });
    if (input === '>') return move({ age: Math.min(ages.length - 1, cursor.age + 1), row: 0, column: 0 });
    if (input === '<') return move({ age: Math.max(0, cursor.age - 1), row: 0, column: 0 });
    if (input === 'u') return setHourly(!hourly);
    if (input === '+') return setPrompt({ kind: 'age', text: '' });
    if (table === undefined) return;
    if (input === 's') return apply((fullTable) => addPayscale(fullTable));
    if (input === 'p') return setPrompt({ kind: 'periodical', text: '' });
    if (input === 'v') return setPanel(true);
    if (input === 'n' && payscale !== undefined) {
      setMessage(null);
      return setPrompt({ kind: 'payscale', payscale, text: payscale });
    }
    if (input === 'x' && payscale !== undefined) return setRemoval({ kind: 'payscale', payscale });
    if (input === '-' && age !== undefined) return setRemoval({ kind: 'age', age });
    if (input === 'd' && age !== undefined && payscale !== undefined && column !== undefined) {
      if (table.fullTable[age]?.[payscale]?.[column] === undefined) return;
      const cell = { kind: 'cell' as const, age, payscale, column };
      // The last wage of a periodical takes the periodical with it: ask first (SPEC.md 4).
      const others = Object.entries(table.fullTable[age] ?? {}).filter(
        ([key, cells]) => key !== payscale && cells[column] !== undefined,
      );
      return others.length === 0 ? setRemoval(cell) : remove(cell);
    }
  };
  useWizardInput((input, key) => handlerRef.current(input, key), {
    isActive: active && !panel && removal === null,
  });

  if (table === undefined) return <Text>Geen loontabellen.</Text>;
  const width = 10;
  const heading = `Loontabel ${cursor.table + 1} van ${tables.length}: ${table.name}`;
  const ageLine = `Leeftijd: ${age === undefined ? '-' : ageName(age)}${ages.length > 1 ? '  (< > andere leeftijd)' : ''}${hourly ? '  · uurlonen' : ''}`;
  const header = `${'Schaal'.padEnd(8)}${columns.map((key) => key.padStart(width)).join('')}`;
  const rows = (shown?.rows ?? []).map(({ payscale: key, cells }, row) => ({
    key,
    cells: cells.map((cell, index) => {
      const selected = button === 'grid' && row === cursor.row && index === cursor.column;
      const text = selected && edit !== null ? `${edit}_` : hourly ? cell.hourlyDisplayed : cell.displayed;
      return { key: cell.periodical, selected, text: text.padStart(width) };
    }),
  }));
  // On a terminal with too few rows for every payscale: a window of payscales around the cursor's.
  let visible = { start: 0, end: rows.length };
  /** The rows left for the increase panel's fields, inside its border (null: no limit). */
  let panelRows: number | null = null;
  if (viewport.rows !== null) {
    const lines = (text: string) => wrappedLines(text, viewport.columns);
    const around =
      lines(heading) +
      lines(ageLine) +
      lines(header) +
      (prompt === null ? 0 : lines(promptLine(prompt, payscale))) +
      (message === null ? 0 : lines(message.text)) +
      (removal === null ? 0 : dialogLines(removalQuestion(removal), viewport.columns)) +
      lines(GRID_KEYS) +
      1 +
      reservedLines;
    // With the increase panel open, the grid shows the cursor's payscale (and the lines for the others):
    // the panel gets the rest.
    const rowLines = panel ? 3 : Math.max(1, viewport.rows - around);
    if (panel) panelRows = Math.max(1, viewport.rows - around - rowLines - 2);
    visible = listWindow(
      rows.map((row) => lines(row.key.padEnd(8) + row.cells.map((cell) => cell.text).join(''))),
      Math.min(cursor.row, rows.length - 1),
      rowLines,
      windowStart.current,
    );
  }
  windowStart.current = visible.start;
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <Text>{ageLine}</Text>
      <Text>{header}</Text>
      {visible.start > 0 ? <Text dimColor>{hiddenRows('↑', visible.start, 'hierboven')}</Text> : null}
      {rows.slice(visible.start, visible.end).map((row) => (
        <Text key={row.key}>
          {row.key.padEnd(8)}
          {row.cells.map((cell) => (
            <Text key={cell.key} inverse={cell.selected}>
              {cell.text}
            </Text>
          ))}
        </Text>
      ))}
      {visible.end < rows.length ? (
        <Text dimColor>{hiddenRows('↓', rows.length - visible.end, 'hieronder')}</Text>
      ) : null}
      {prompt === null ? null : <Text color="cyan">{promptLine(prompt, payscale)}</Text>}
      {message === null ? null : <Text color={message.done ? 'green' : 'red'}>{message.text}</Text>}
      {panel ? (
        <ViewportContext.Provider value={{ rows: panelRows, columns: viewport.columns - 4 }}>
          <IncreasePanel
            tableName={table.name}
            onApply={increase}
            onCancel={() => setPanel(false)}
            active={active}
          />
        </ViewportContext.Provider>
      ) : null}
      {removal === null ? null : (
        <ConfirmDialog
          text={removalQuestion(removal)}
          onAnswer={(yes) => {
            if (yes) remove(removal);
            setRemoval(null);
          }}
        />
      )}
      <Text dimColor>{GRID_KEYS}</Text>
      <Text>
        <Text inverse={button === 'previous'}>{'[ Vorige ]'}</Text>{' '}
        <Text inverse={button === 'next'}>{'[ Volgende ]'}</Text>
      </Text>
    </Box>
  );
}

/** The line for payscales the window leaves out: '↑ 3 schalen hierboven'. */
function hiddenRows(arrow: string, count: number, where: string): string {
  return `${arrow} ${count} ${count === 1 ? 'schaal' : 'schalen'} ${where}`;
}

/** The open prompt's line: what it asks, the text so far and its keys. */
function promptLine(prompt: NonNullable<Prompt>, payscale: string | undefined): string {
  if (prompt.kind === 'payscale')
    return `Nieuwe naam van schaal ${prompt.payscale}: ${prompt.text}_  (Enter: hernoemen, Esc: terug)`;
  const question =
    prompt.kind === 'age' ? 'Nieuwe leeftijd' : `Loon van de nieuwe periodiek bij ${payscale ?? ''}`;
  return `${question}: ${prompt.text}_  (Enter: toevoegen, Esc: terug)`;
}

/** A refused paste: the first refused cells (or why the block is refused), one a line, and that nothing changed. */
function refusedPaste(errors: readonly PastedBlockError[]): string {
  const shown = errors.slice(0, MAX_PASTE_ERRORS).map((error) => error.message);
  const more = errors.length - shown.length;
  return [...shown, ...(more > 0 ? [PASTE_MESSAGES.more(more)] : []), PASTE_MESSAGES.nothingApplied].join(
    '\n',
  );
}
