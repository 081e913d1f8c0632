/**
 * Where the CLI writes: data to stdout, messages and progress to stderr (CONVENTIONS.md, gh and ink).
 * A terminal gets aligned tables and, unless NO_COLOR or --no-color, colour; a pipe gets plain
 * tab-separated lines without a header and never colour, so `cut`, `grep` and `awk` work on it.
 */

/** The part of a stream the CLI uses; process.stdout, process.stderr and test streams fit it. */
export interface OutputStream {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
  /** A terminal's width in characters, for commander's help. */
  readonly columns?: number;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export interface OutputOptions {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Environment;
  /** False for --no-color. */
  color?: boolean;
  /** True for --json: data goes to stdout as JSON. */
  json?: boolean;
  /** --quiet: info, success and warnings are left out; data and errors stay. */
  quiet?: boolean;
}

export interface TableColumn {
  /** The heading a terminal shows. */
  heading: string;
  /** Right-align (numbers, amounts). */
  alignRight?: boolean;
}

export interface Output {
  /** --json was given. */
  readonly json: boolean;
  /** stdout is a terminal (tables with headings) rather than a pipe or file (plain lines). */
  readonly stdoutIsTerminal: boolean;
  /** One line of data on stdout. */
  line(text: string): void;
  /** A value as indented JSON on stdout. */
  printJson(value: unknown): void;
  /** Rows of data on stdout: an aligned table with headings in a terminal, tab-separated lines otherwise. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void;
  /** Key-value pairs on stdout: aligned 'Naam:  waarde' in a terminal, 'naam<TAB>waarde' otherwise. */
  fields(pairs: readonly (readonly [label: string, value: string])[]): void;
  /** A message on stderr. */
  info(message: string): void;
  /** Something that worked, on stderr. */
  success(message: string): void;
  /** A warning on stderr. */
  warn(message: string): void;
  /** An error on stderr (also with --quiet). */
  error(message: string): void;
  /** A line that belongs to an error (one field error, a stack), on stderr (also with --quiet). */
  errorDetail(message: string): void;
}

const STYLES = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39] } as const;
type Style = keyof typeof STYLES;

/**
 * Whether to colour a stream: only a terminal, not with --no-color, not when NO_COLOR is set to anything
 * non-empty (no-color.org), and not on a dumb terminal.
 */
export function colorEnabled(stream: OutputStream, env: Environment, flag = true): boolean {
  if (!flag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

function styler(enabled: boolean): (style: Style, text: string) => string {
  return (style, text) => {
    if (!enabled) return text;
    const [open, close] = STYLES[style];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  };
}

/** A cell on one line without tabs, so each row stays one tab-separated line in a pipe. */
function plainCell(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

function pad(text: string, width: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, width - [...text].length));
  return right ? fill + text : text + fill;
}

export function createOutput(options: OutputOptions): Output {
  const { stdout, stderr, env } = options;
  const stdoutIsTerminal = stdout.isTTY === true;
  const out = styler(colorEnabled(stdout, env, options.color ?? true));
  const err = styler(colorEnabled(stderr, env, options.color ?? true));
  const writeOut = (text: string) => void stdout.write(`${text}\n`);
  const writeErr = (text: string) => void stderr.write(`${text}\n`);
  // --quiet: what is not data or an error is not written.
  const writeMessage = options.quiet === true ? () => undefined : writeErr;

  return {
    json: options.json ?? false,
    stdoutIsTerminal,
    line: writeOut,
    printJson(value) {
      writeOut(JSON.stringify(value, null, 2));
    },
    table(columns, rows) {
      if (!stdoutIsTerminal) {
        for (const row of rows) writeOut(row.map(plainCell).join('\t'));
        return;
      }
      const widths = columns.map((column, index) =>
        Math.max([...column.heading].length, ...rows.map((row) => [...plainCell(row[index] ?? '')].length)),
      );
      const render = (cells: readonly string[]) =>
        columns
          .map((column, index) =>
            pad(plainCell(cells[index] ?? ''), widths[index] ?? 0, column.alignRight ?? false),
          )
          .join('  ')
          .trimEnd();
      writeOut(out('bold', render(columns.map((column) => column.heading))));
      for (const row of rows) writeOut(render(row));
    },
    fields(pairs) {
      if (!stdoutIsTerminal) {
        for (const [label, value] of pairs) writeOut(`${plainCell(label)}\t${plainCell(value)}`);
        return;
      }
      const width = Math.max(0, ...pairs.map(([label]) => [...label].length + 1));
      for (const [label, value] of pairs)
        writeOut(`${out('bold', pad(`${label}:`, width, false))}  ${value}`);
    },
    info: writeMessage,
    success(message) {
      writeMessage(`${err('green', '✓')} ${message}`);
    },
    warn(message) {
      writeMessage(`${err('yellow', 'Waarschuwing:')} ${message}`);
    },
    error(message) {
      writeErr(`${err('red', 'Fout:')} ${message}`);
    },
    errorDetail: writeErr,
  };
}
