import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { isFocusable, optionLabel, type Field, type FocusableField, type SelectField } from './fields.js';
import { useWizardInput, type WizardKey } from './paste.js';
import {
  hiddenAbove,
  hiddenBelow,
  listWindow,
  pageUpStart,
  useViewport,
  windowFrom,
  wrappedLines,
} from './viewport.js';

/**
 * Draws a step's fields and handles the keys: Tab or ↓ to the next field, Shift+Tab or ↑ back; typing edits a
 * text field; ←/→ or space picks a choice; space ticks a checkbox; Enter opens a list (type to filter, ↑/↓,
 * Enter picks, Esc goes back) or presses a button. A field's error shows once the field was left, or all of
 * them after `showAllErrors` (the step's 'Volgende' was pressed).
 */
export interface FormViewProps {
  fields: readonly Field[];
  showAllErrors: boolean;
  /** Esc outside a list: the wizard asks whether to close. */
  onEscape?: () => void;
  /** False while a dialog of the wizard has the keyboard. */
  active?: boolean;
  /** Other keys (shortcuts of a step), given the typed input. Return true when handled. */
  onKey?: (input: string) => boolean;
  /** The field focused first (its id); defaults to the first focusable field. */
  initialFocus?: string;
  /**
   * Lines the step draws besides the fields (a loading line, a dialog under them): the fields get the rows of
   * the frame's body less these. Without it, an inactive form (a dialog has the keyboard) keeps
   * DIALOG_RESERVE lines free.
   */
  reservedLines?: number;
}

/** The lines kept free under an inactive form for a dialog that did not say its height. */
const DIALOG_RESERVE = 5;

const LIST_HEIGHT = 8;

interface Picker {
  fieldId: string;
  filter: string;
  index: number;
}

function matches(label: string, filter: string): boolean {
  return label.toLowerCase().includes(filter.trim().toLowerCase());
}

/** Printable text of a key press (several characters when pasted); control keys give ''. */
function printable(input: string): string {
  return [...input].filter((char) => char >= ' ' && char !== '\u007f').join('');
}

export function FormView({
  fields,
  showAllErrors,
  onEscape,
  active = true,
  onKey,
  initialFocus,
  reservedLines,
}: FormViewProps) {
  const viewport = useViewport();
  const windowStart = useRef(0);
  // PgUp/PgDn page through a step taller than the terminal (a long summary) from where the window stands;
  // any other key lets the window follow the focus again. A page down is the window's items less one; a page
  // up is the window above that ends with the current first item (pageUpStart, in rows: no line skipped).
  const [scrollState, setScrollState] = useState<number | null>(null);
  const scrollRef = useRef(scrollState);
  scrollRef.current = scrollState;
  const setScroll = (next: number | null) => {
    scrollRef.current = next;
    setScrollState(next);
  };
  const pageRef = useRef({ start: 0, size: 1, up: 0 });
  const focusable = fields.filter(isFocusable);
  const [focusId, setFocusId] = useState<string | null>(
    focusable.find((field) => field.id === initialFocus)?.id ?? focusable[0]?.id ?? null,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [pickerState, setPickerState] = useState<Picker | null>(null);
  // The open list is kept in a ref as well: an Enter that comes before the list was drawn picks from it.
  const pickerRef = useRef(pickerState);
  pickerRef.current = pickerState;
  const setPicker = (next: Picker | null) => {
    pickerRef.current = next;
    setPickerState(next);
  };
  // Keys can arrive faster than React renders (quick typing, a slow terminal): the focus and the text typed
  // since the last render are kept here, so no key works on an old value and nothing typed is lost.
  const focusRef = useRef(focusId);
  focusRef.current = focusId;
  const pendingRef = useRef(new Map<string, unknown>());
  pendingRef.current = new Map();
  /** The field's value including keys handled since the last render. */
  const valueOf = <V,>(field: { id: string; value: V }): V =>
    pendingRef.current.has(field.id) ? (pendingRef.current.get(field.id) as V) : field.value;
  const change = <V,>(field: { id: string; onChange: (value: V) => void }, value: V) => {
    pendingRef.current.set(field.id, value);
    field.onChange(value);
  };

  const indexOf = (id: string | null) =>
    Math.max(
      0,
      focusable.findIndex((field) => field.id === id),
    );
  const focused: FocusableField | undefined = focusable[indexOf(focusId)];

  const move = (delta: number) => {
    if (focusable.length === 0) return;
    const from = indexOf(focusRef.current);
    const leaving = focusable[from];
    if (leaving !== undefined) setTouched((old) => new Set(old).add(leaving.id));
    const next = focusable[(from + delta + focusable.length) % focusable.length]?.id ?? null;
    focusRef.current = next;
    setFocusId(next);
  };

  /** The open list's field and the options its filter leaves. */
  const listOf = (picker: Picker | null) => {
    const field =
      picker === null
        ? undefined
        : (fields.find((candidate) => candidate.id === picker.fieldId && candidate.kind === 'select') as
            SelectField | undefined);
    const options =
      field === undefined || picker === null
        ? []
        : field.options.filter((option) => matches(option.label, picker.filter));
    return { field, options };
  };
  const picker = pickerRef.current;
  const pickerOptions = listOf(picker).options;

  // ink subscribes the handler in an effect; keys that arrive before that would meet an old render's fields,
  // so the subscribed function always calls the newest handler.
  const handlerRef = useRef<(input: string, key: WizardKey) => void>(() => undefined);
  handlerRef.current = (input, key) => {
    const picker = pickerRef.current;
    const { field: pickerField, options: pickerOptions } = listOf(picker);
    if (picker !== null && pickerField !== undefined) {
      if (key.escape) return setPicker(null);
      if (key.upArrow) return setPicker({ ...picker, index: Math.max(0, picker.index - 1) });
      if (key.downArrow)
        return setPicker({ ...picker, index: Math.min(pickerOptions.length - 1, picker.index + 1) });
      if (key.return) {
        const option = pickerOptions[picker.index];
        if (option !== undefined) pickerField.onChange(option.value);
        setPicker(null);
        return;
      }
      if (key.backspace || key.delete)
        return setPicker({ ...picker, filter: picker.filter.slice(0, -1), index: 0 });
      const text = printable(input);
      if (text !== '' && !key.ctrl && !key.meta)
        setPicker({ ...picker, filter: picker.filter + text, index: 0 });
      return;
    }
    if (key.pageUp || key.pageDown) {
      const { start, size, up } = pageRef.current;
      return setScroll(key.pageDown ? start + size : up);
    }
    if (scrollRef.current !== null) setScroll(null);
    if (key.escape) return onEscape?.();
    if (key.tab) return move(key.shift ? -1 : 1);
    if (key.downArrow) return move(1);
    if (key.upArrow) return move(-1);
    const current = focusable[indexOf(focusRef.current)];
    if (current === undefined) return;
    handleField(current, input, key);
  };
  const handleField = (focused: FocusableField, input: string, key: WizardKey) => {
    // A paste goes into a text field or an open list's filter; it never presses, ticks or picks.
    if (key.paste && focused.kind !== 'text') return;
    switch (focused.kind) {
      case 'text': {
        if (key.return) return move(1);
        const before = valueOf(focused);
        // Pasted cells or lines (from Excel) are joined by a space; the line break at the end is dropped.
        const text = printable(key.paste ? input.replace(/\r?\n$/, '').replace(/[\t\r\n]+/g, ' ') : input);
        let after = before;
        if (key.backspace || key.delete) after = [...before].slice(0, -1).join('');
        else if (text !== '' && !key.ctrl && !key.meta) after = before + text;
        if (after === before) return;
        return change(focused, after);
      }
      case 'choice': {
        const options = focused.options;
        const value = valueOf<unknown>(focused);
        const current = options.findIndex((option) => option.value === value);
        const step = key.leftArrow ? -1 : key.rightArrow || input === ' ' ? 1 : 0;
        if (step !== 0 && options.length > 0) {
          const next =
            current === -1
              ? step > 0
                ? 0
                : options.length - 1
              : (current + step + options.length) % options.length;
          const option = options[next];
          if (option !== undefined) change<unknown>(focused, option.value);
          return;
        }
        if (key.return) return move(1);
        break;
      }
      case 'checkbox':
        if (input === ' ' || key.return) return change(focused, !valueOf(focused));
        break;
      case 'select':
        if ((key.return || input === ' ') && focused.disabled !== true) {
          const index = Math.max(
            0,
            focused.options.findIndex((option) => option.value === focused.value),
          );
          return setPicker({ fieldId: focused.id, filter: '', index });
        }
        break;
      case 'button':
        if (key.return || input === ' ') return focused.onPress();
        break;
    }
    onKey?.(input);
  };
  useWizardInput((input, key) => handlerRef.current(input, key), { isActive: active });

  // On a terminal with too few rows for every field, a window around the focused field (viewport.ts): the
  // fields are items, a note of several lines an item per line, each as tall as ink will draw it.
  const items = fields.flatMap((field): Field[] =>
    field.kind === 'note' && field.text.includes('\n')
      ? field.text.split('\n').map((text, line) => ({ ...field, id: `${field.id}:${line}`, text }))
      : [field],
  );
  const focusedIndex = items.findIndex((field) => focused !== undefined && field.id === focused.id);
  const errorShown = (field: Field, isFocused: boolean) =>
    field.kind !== 'note' &&
    field.kind !== 'button' &&
    Boolean(field.error) &&
    (showAllErrors || (touched.has(field.id) && !isFocused));
  const open = picker !== null && focused?.kind === 'select' && picker.fieldId === focused.id;
  let shown = { start: 0, end: items.length };
  let up = 0;
  if (viewport.rows !== null) {
    const columns = viewport.columns;
    const heights = items.map((field, index) => {
      const isFocused = index === focusedIndex;
      let lines = wrappedLines(fieldLineText(field, isFocused), columns);
      if (isFocused && open && picker !== null)
        lines += pickerHeight(
          picker.filter,
          pickerOptions.map((option) => option.label),
          picker.index,
          columns,
        );
      if (field.kind !== 'note' && field.kind !== 'button' && field.hint !== undefined && isFocused)
        lines += wrappedLines(`    ${field.hint}`, columns);
      if (errorShown(field, isFocused) && field.kind !== 'note' && field.kind !== 'button')
        lines += wrappedLines(`    ${field.error ?? ''}`, columns);
      return lines;
    });
    const reserved = reservedLines ?? (active ? 0 : DIALOG_RESERVE);
    const budget = Math.max(1, viewport.rows - reserved);
    shown =
      scrollState === null
        ? listWindow(
            heights,
            focusedIndex === -1 ? 0 : focusedIndex,
            budget,
            windowStart.current,
            (index) => items[index]?.kind === 'note',
          )
        : windowFrom(heights, scrollState, budget);
    up = pageUpStart(heights, shown.start, budget);
  }
  windowStart.current = shown.start;
  pageRef.current = { start: shown.start, size: Math.max(1, shown.end - shown.start - 1), up };
  const fieldsIn = (part: readonly Field[]) => part.filter(isFocusable).length;

  return (
    <Box flexDirection="column">
      {shown.start > 0 ? <Text dimColor>{hiddenAbove(fieldsIn(items.slice(0, shown.start)))}</Text> : null}
      {items.slice(shown.start, shown.end).map((field) => {
        const isFocused = focused !== undefined && field.id === focused.id;
        return (
          <Box key={field.id} flexDirection="column">
            <FieldLine field={field} focused={isFocused} />
            {isFocused && picker !== null && field.kind === 'select' ? (
              <PickerList
                filter={picker.filter}
                options={pickerOptions.map((option) => option.label)}
                index={picker.index}
              />
            ) : null}
            {field.kind !== 'note' && field.kind !== 'button' && field.hint !== undefined && isFocused ? (
              <Text dimColor>{`    ${field.hint}`}</Text>
            ) : null}
            {field.kind !== 'note' && field.kind !== 'button' && errorShown(field, isFocused) ? (
              <Text color="red">{`    ${field.error ?? ''}`}</Text>
            ) : null}
          </Box>
        );
      })}
      {shown.end < items.length ? (
        <Text dimColor>{hiddenBelow(fieldsIn(items.slice(shown.end)))}</Text>
      ) : null}
    </Box>
  );
}

/** The text of a field's line as FieldLine draws it, for its height. */
function fieldLineText(field: Field, focused: boolean): string {
  const marker = focused ? '›' : ' ';
  if (field.kind === 'note') return field.text;
  if (field.kind === 'button') return `${marker} [ ${field.label} ]`;
  const label = `${marker} ${field.label}${field.required ? ' *' : ''}: `;
  switch (field.kind) {
    case 'text':
      return `${label}${field.value === '' && !focused ? (field.placeholder ?? '') : field.value}${focused ? ' ' : ''}`;
    case 'checkbox':
      return `${marker} [${field.value ? 'x' : ' '}] ${field.label}${field.required ? ' *' : ''}`;
    case 'choice':
      return (
        label +
        field.options
          .map(
            (option, index) =>
              `${index === 0 ? '' : '   '}(${option.value === field.value ? '•' : ' '}) ${option.label}`,
          )
          .join('')
      );
    case 'select': {
      const shown = optionLabel(field.options, field.value);
      const value = shown ?? (field.disabled ? '-' : (field.placeholder ?? 'Kies...'));
      return `${label}${value}${focused && field.disabled !== true ? '  (Enter: kiezen)' : ''}`;
    }
  }
}

/** The open list's height: its border, the filter line, the shown options and the count line. */
function pickerHeight(filter: string, options: readonly string[], index: number, columns: number): number {
  const inner = Math.max(1, columns - 4 - 2 - 2);
  const visible = options.slice(
    pickerStart(index, options.length),
    pickerStart(index, options.length) + LIST_HEIGHT,
  );
  return (
    2 +
    wrappedLines(`Zoeken: ${filter}`, inner) +
    (options.length === 0 ? 1 : 0) +
    visible.reduce((sum, label) => sum + wrappedLines(label, inner), 0) +
    (options.length > LIST_HEIGHT ? wrappedLines(`${options.length} opties, ↑/↓`, inner) : 0)
  );
}

function pickerStart(index: number, count: number): number {
  return Math.min(Math.max(0, index - Math.floor(LIST_HEIGHT / 2)), Math.max(0, count - LIST_HEIGHT));
}

/** The colour of the focused field; the others keep the terminal's own. */
function accent(focused: boolean): { color?: string } {
  return focused ? { color: 'cyan' } : {};
}

function FieldLine({ field, focused }: { field: Field; focused: boolean }) {
  const marker = focused ? '›' : ' ';
  if (field.kind === 'note') {
    if (field.tone === 'heading') return <Text bold>{field.text}</Text>;
    if (field.tone === 'dim') return <Text dimColor>{field.text}</Text>;
    if (field.tone === 'warning') return <Text color="yellow">{field.text}</Text>;
    return <Text>{field.text}</Text>;
  }
  if (field.kind === 'button') {
    return (
      <Text {...(field.disabled ? { color: 'gray' } : accent(focused))} bold={focused} inverse={focused}>
        {`${marker} [ ${field.label} ]`}
      </Text>
    );
  }
  const label = `${marker} ${field.label}${field.required ? ' *' : ''}: `;
  switch (field.kind) {
    case 'text':
      return (
        <Text>
          <Text {...accent(focused)}>{label}</Text>
          {field.value === '' && !focused ? (
            <Text dimColor>{field.placeholder ?? ''}</Text>
          ) : (
            <Text>{field.value}</Text>
          )}
          {focused ? <Text inverse> </Text> : null}
        </Text>
      );
    case 'checkbox':
      return (
        <Text
          {...accent(focused)}
        >{`${marker} [${field.value ? 'x' : ' '}] ${field.label}${field.required ? ' *' : ''}`}</Text>
      );
    case 'choice':
      return (
        <Text>
          <Text {...accent(focused)}>{label}</Text>
          {field.options.map((option, index) => (
            <Text key={String(index)} bold={option.value === field.value}>
              {`${index === 0 ? '' : '   '}(${option.value === field.value ? '•' : ' '}) ${option.label}`}
            </Text>
          ))}
        </Text>
      );
    case 'select': {
      const shown = optionLabel(field.options, field.value);
      return (
        <Text>
          <Text {...accent(focused)}>{label}</Text>
          {shown === null ? (
            <Text dimColor>{field.disabled ? '-' : (field.placeholder ?? 'Kies...')}</Text>
          ) : (
            <Text>{shown}</Text>
          )}
          {focused && field.disabled !== true ? <Text dimColor>{'  (Enter: kiezen)'}</Text> : null}
        </Text>
      );
    }
  }
}

function PickerList({
  filter,
  options,
  index,
}: {
  filter: string;
  options: readonly string[];
  index: number;
}) {
  const start = pickerStart(index, options.length);
  const visible = options.slice(start, start + LIST_HEIGHT);
  return (
    <Box flexDirection="column" marginLeft={4} borderStyle="round" paddingX={1}>
      <Text dimColor>{`Zoeken: ${filter}`}</Text>
      {options.length === 0 ? <Text dimColor>Niets gevonden</Text> : null}
      {visible.map((label, offset) => (
        <Text key={`${start + offset}`} inverse={start + offset === index}>
          {label}
        </Text>
      ))}
      {options.length > LIST_HEIGHT ? <Text dimColor>{`${options.length} opties, ↑/↓`}</Text> : null}
    </Box>
  );
}
