/**
 * A wizard of the BUILT binary in a pseudo-terminal (util-linux `script`), driven by what its screen shows.
 *
 * ink redraws the whole wizard for every change: a frame starts with the wizard's title and ends with the key
 * help of cli/src/wizard/frame.tsx. The output is cut into those frames as it arrives, and every key waits
 * for a frame that shows what it did: typed text in the focused field, the focus marker (›) on another
 * field after a Tab, a step's own text. That also keeps keys apart: ink reads a run of plain characters
 * that arrives at once as one input, so a Tab or Enter must reach the wizard on its own, after the key
 * before it was handled; a whole text may come in one burst, as a paste does.
 *
 * A frame can show a new step or dialog before ink listens for its keys (it subscribes them in an effect,
 * which React runs a moment after drawing): a key sent right then is lost. So a key is only sent once the
 * wizard's process waits for input (waitsForInput: asleep in epoll_wait, which Node only does with no
 * callback due, effects included). Nothing waits a fixed time; a wait that is not met in WAIT_MS fails with
 * the last frame.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { FULL_KEYS_HELP, KEYS_HELP, STEP_JUMP_HELP } from '../../cli/src/wizard/texts.js';
import { BIN, ROOT } from './run-cli.js';

export const KEY = {
  tab: '\t',
  shiftTab: '\u001b[Z',
  enter: '\r',
  space: ' ',
  right: '\u001b[C',
  escape: '\u001b',
} as const;

// eslint-disable-next-line no-control-regex
export const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** ink's inverse text (the grid's chosen button). */
export const INVERSE = '\u001b[7m';

/** The start of an escape sequence whose end has not arrived yet. */
// eslint-disable-next-line no-control-regex
const CUT_SEQUENCE = /\u001b(\[[0-9;?]*)?$/;

/** The wizards' titles (full, short): every frame starts with one of them. */
const TITLES = ['Nieuwe beloningsregeling', 'Cao-naleving vastleggen'] as const;

/**
 * The key help that ends every frame, found also where ink wrapped it over lines on a narrow terminal: a
 * space may be a line break (with the text's style ended before it and started again after it).
 */
const HELP_LINES = [KEYS_HELP, FULL_KEYS_HELP, STEP_JUMP_HELP].map(
  (help) =>
    new RegExp(
      help
        .split(' ')
        .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('(?: ?(?:\u001b\\[[0-9;]*m)* *\n(?:\u001b\\[[0-9;]*m)*| )'),
      'g',
    ),
);

/** How long one step may take to show on a busy machine before the test fails. */
const WAIT_MS = 20_000;

/** The focused field's line starts with ›; a wrapped breadcrumb line (› 9. Accorderen) does not count. */
const FOCUSED = /^[\s│]*› (?!\d\. )/;

export interface Frame {
  /** The frame as plain text. */
  text: string;
  /** With its escape sequences (colours, inverse), without carriage returns. */
  styled: string;
}

/** What a frame must show: a text in it, or a test of the frame. */
export type Showing = string | ((frame: Frame) => boolean);

interface Focused {
  /** The focused line. */
  text: string;
  /** Its line number in the frame. */
  index: number;
  /** The field: its label, or a button's text. */
  field: string;
  /** How many fields above it have the same label (two entries of one allowance). */
  same: number;
}

/** The label of the field on a line: the text before its value, a checkbox's text, a button. */
function fieldOf(line: string): string {
  return line
    .replace(/^[\s│]*(› )?/, '')
    .replace(/^\[[x ]\] /, '')
    .split(': ')[0] as string;
}

function focusedIn(frame: Frame | undefined): Focused | undefined {
  const lines = frame?.text.split('\n') ?? [];
  const index = lines.findIndex((line) => FOCUSED.test(line));
  const text = lines[index];
  if (text === undefined) return undefined;
  const field = fieldOf(text);
  return { text, index, field, same: lines.slice(0, index).filter((line) => fieldOf(line) === field).length };
}

/**
 * Whether the focus stands on another field: only a Tab moves it, while a line that appears above the
 * field (Laden...) or a new value of the field (a late frame of an earlier key) leaves it where it was.
 */
function movedFrom(before: Focused, after: Focused | undefined): after is Focused {
  return after !== undefined && (after.field !== before.field || after.same !== before.same);
}

/** The processes `pid` started, and theirs. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** epoll_wait, epoll_pwait and epoll_pwait2 on x86-64, epoll_pwait on arm64: for a kernel that hides wchan. */
const EPOLL_SYSCALLS = new Set(['232', '281', '441', '22']);

/**
 * Whether the process waits for input with nothing else to do: its main thread sleeps in epoll_wait. Node's
 * event loop only sleeps there when no callback is due (a pending setImmediate makes it poll without
 * sleeping), so the effects React scheduled for its last render have run: ink has subscribed the key
 * handlers of what it drew. A key that arrives before that goes to the handlers of the frame before, and a
 * dialog or step that was just drawn never sees it (ink subscribes useInput in an effect).
 */
function waitsForInput(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat[stat.lastIndexOf(')') + 2] !== 'S') return false;
    const wchan = readFileSync(`/proc/${pid}/wchan`, 'utf8');
    if (wchan !== '0' && wchan !== '') return wchan.includes('epoll');
    return EPOLL_SYSCALLS.has(readFileSync(`/proc/${pid}/syscall`, 'utf8').split(' ')[0] ?? '');
  } catch {
    return false;
  }
}

export type WizardTerminal = ReturnType<typeof startWizard>;

/**
 * A terminal of a fixed size: the pseudo-terminal gets it (stty) before the wizard starts, so stdout.rows and
 * stdout.columns are set and 'resize' fires when it changes; `before` is printed first, as what the user's
 * terminal showed before the wizard.
 */
export interface TerminalSize {
  rows: number;
  columns: number;
  before?: string;
}

/**
 * Starts `beloning <args>` in a pseudo-terminal with the environment `env`: without `size` one of 0 x 0 that
 * ink draws 120 columns wide (COLUMNS) without a limit on rows, as before; with `size` one of that size.
 */
export function startWizard(args: readonly string[], env: Record<string, string>, size?: TerminalSize) {
  const wizardCommand = [process.execPath, BIN, ...args].map((part) => `'${part}'`).join(' ');
  const command =
    size === undefined
      ? wizardCommand
      : `stty rows ${size.rows} cols ${size.columns}; printf '%s' '${size.before ?? ''}'; exec ${wizardCommand}`;
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      TERM: 'xterm',
      COLUMNS: String(size?.columns ?? 120),
      LINES: String(size?.rows ?? 50),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout.setEncoding('utf8');
  let raw = '';
  /** The output without carriage returns, up to an escape sequence whose end has not arrived. */
  let styled = '';
  let unread = '';
  let scanned = 0;
  const frames: Frame[] = [];
  /** The number of frames when keys were last written: the later frames can show what they did. */
  let sinceKeys = 0;
  const onOutput = new Set<() => void>();
  let closed = false;

  child.stdout.on('data', (chunk: string) => {
    raw += chunk;
    unread += chunk;
    const cut = CUT_SEQUENCE.exec(unread)?.index ?? unread.length;
    styled += unread.slice(0, cut).replace(/\r/g, '');
    unread = unread.slice(cut);
    // The title and the key help are each written in one piece, without escape sequences inside.
    for (;;) {
      const ends = HELP_LINES.flatMap((help) => {
        help.lastIndex = scanned;
        const found = help.exec(styled);
        return found === null ? [] : [{ at: found.index, length: found[0].length }];
      });
      if (ends.length === 0) break;
      const end = ends.reduce((first, other) => (other.at < first.at ? other : first));
      const start = Math.max(scanned, ...TITLES.map((title) => styled.lastIndexOf(title, end.at)));
      scanned = end.at + end.length;
      const frame = styled.slice(start, scanned);
      frames.push({ text: frame.replace(ANSI, ''), styled: frame });
    }
    for (const check of onOutput) check();
  });
  const exited = new Promise<number>((resolve) =>
    child.once('close', (code) => {
      closed = true;
      for (const check of onOutput) check();
      resolve(code ?? -1);
    }),
  );

  const lastFrame = () => frames.at(-1);
  const lastText = () => lastFrame()?.text ?? '';

  /** Resolves with what `check` finds once it finds something, checking again on every output. */
  const until = <T>(what: string, check: () => T | undefined): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const fail = (why: string) => {
        stop();
        reject(new Error(`${what} ${why}; last frame:\n${lastText()}`));
      };
      const attempt = () => {
        const found = check();
        if (found !== undefined) {
          stop();
          resolve(found);
        } else if (closed) fail('did not show before the wizard stopped');
      };
      const timer = setTimeout(() => fail(`did not show in ${WAIT_MS} ms`), WAIT_MS);
      const stop = () => {
        clearTimeout(timer);
        onOutput.delete(attempt);
      };
      onOutput.add(attempt);
      attempt();
    });

  /** The wizard's own node process (script runs it through a shell). */
  let wizardPid: number | undefined;
  const findWizard = () =>
    (wizardPid ??= descendants(child.pid ?? 0).find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[1] === BIN;
      } catch {
        return false;
      }
    }));

  /** Waits until the wizard waits for input (waitsForInput), looking every few milliseconds. */
  const idle = () =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const look = () => {
        const pid = findWizard();
        if (pid !== undefined && waitsForInput(pid)) resolve();
        else if (closed) reject(new Error(`the wizard stopped; last frame:\n${lastText()}`));
        else if (Date.now() - started > WAIT_MS)
          reject(new Error(`the wizard did not wait for input in ${WAIT_MS} ms; last frame:\n${lastText()}`));
        else setTimeout(look, 2);
      };
      look();
    });

  /** The frames drawn since keys were last written. */
  const newFrames = () => frames.slice(sinceKeys);

  const write = (text: string) => {
    sinceKeys = frames.length;
    child.stdin.write(text);
  };

  /** Waits until a frame drawn since keys were last written shows `showing`. */
  const waitFor = async (showing: Showing, what = `'${String(showing)}'`) => {
    const shows = (frame: Frame) =>
      typeof showing === 'string' ? frame.text.includes(showing) : showing(frame);
    await until(what, () => (newFrames().some(shows) ? true : undefined));
  };

  /**
   * Writes the keys once the wizard waits for input, without waiting for what they do: for the key a wizard
   * exits on. Any other key goes through press, type, search, tab or focus, which wait until a frame shows
   * that the wizard handled it, so that the next key reaches it on its own.
   */
  const keys = async (...presses: string[]) => {
    await idle();
    write(presses.join(''));
  };

  /**
   * Presses a key (or arrow keys, whose escape sequences keep them apart) and waits until a frame shows what
   * it did.
   */
  const press = async (key: string, showing: Showing, what?: string) => {
    await keys(key);
    await waitFor(showing, what);
  };

  /** Types `text` (no control keys) into the focused field in one burst; waits until the field shows it. */
  const type = async (text: string) => {
    await keys(text);
    await until(`'${text}' in the focused field`, () =>
      newFrames().some((frame) => focusedIn(frame)?.text.includes(text)) ? true : undefined,
    );
  };

  /** Types a filter into the open list and waits until the list shows it. */
  const search = (text: string) => press(text, `Zoeken: ${text}`);

  /** One Tab (or Shift+Tab): waits until the focus marker stands on another field, and returns that field. */
  const tab = async (key: string = KEY.tab): Promise<Focused> => {
    await until('a focused field', () => focusedIn(lastFrame()));
    await idle();
    const before = focusedIn(lastFrame()) as Focused;
    write(key);
    return until(`the focus after a Tab from '${before.text.trim()}'`, () =>
      newFrames()
        .map(focusedIn)
        .findLast((after) => movedFrom(before, after)),
    );
  };

  /**
   * Tabs until the focused line shows `label`. When only one line of the frame shows the label and it is
   * above the focused field, it goes there with Shift+Tab instead of round through every field below; a
   * label on more lines means the next such field, so it tabs on.
   */
  const focus = async (label: string, limit = 80) => {
    let current = await until('a focused field', () => focusedIn(lastFrame()));
    const lines = lastText().split('\n');
    const showing = lines.flatMap((line, index) => (line.includes(label) ? [index] : []));
    const key =
      showing.length === 1 && (showing[0] ?? current.index) < current.index ? KEY.shiftTab : KEY.tab;
    for (let tabs = 0; !current.text.includes(label); tabs += 1) {
      if (tabs === limit) throw new Error(`no field '${label}' in ${limit} tabs; frame:\n${lastText()}`);
      current = await tab(key);
    }
  };

  /**
   * Gives the pseudo-terminal another size, as a user resizing the window: the kernel sends the wizard
   * SIGWINCH and Node emits stdout's 'resize'.
   */
  const resize = async (rows: number, columns: number) => {
    await idle();
    const pid = findWizard();
    if (pid === undefined) throw new Error('no wizard process');
    const tty = readlinkSync(`/proc/${pid}/fd/1`);
    sinceKeys = frames.length;
    execFileSync('stty', ['-F', tty, 'rows', String(rows), 'cols', String(columns)]);
  };

  /** Sends the wizard's process a signal, as `kill` from another terminal does. */
  const signal = async (name: NodeJS.Signals) => {
    await idle();
    const pid = findWizard();
    if (pid === undefined) throw new Error('no wizard process');
    process.kill(pid, name);
  };

  return {
    keys,
    press,
    resize,
    signal,
    type,
    search,
    tab,
    focus,
    waitFor,
    exited,
    /** Everything the terminal showed, with its escape sequences. */
    screen: () => raw,
    /** The last whole frame, as plain text. */
    frame: lastText,
  };
}

/** A terminal's state after some output: the rows on the screen and the lines scrolled off above it. */
export interface Screen {
  rows: string[];
  scrollback: string[];
}

/**
 * What a terminal of `rows` x `columns` shows after `output`, for the escape sequences ink writes (cursor
 * up and to a column, erase line, colours, which are dropped) and the pseudo-terminal's \r\n: enough to see
 * which lines are on the screen and what went into the scrollback. A clear of the screen (ESC[2J) empties the
 * screen, ESC[3J the scrollback, ESC c both.
 */
export function emulate(output: string, rows: number, columns: number): Screen {
  const screen: string[][] = Array.from({ length: rows }, () => []);
  let scrollback: string[] = [];
  let row = 0;
  let column = 0;
  let pendingWrap = false;
  const lineFeed = () => {
    if (row === rows - 1) {
      scrollback.push((screen.shift() ?? []).join('').trimEnd());
      screen.push([]);
    } else row += 1;
  };
  // eslint-disable-next-line no-control-regex
  const tokens = output.match(/\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[^[]|[\s\S]/gu) ?? [];
  for (const token of tokens) {
    if (token.startsWith('\u001b[')) {
      const final = token.at(-1);
      const parameter = Number(
        token
          .slice(2, -1)
          .replace(/[^0-9;]/g, '')
          .split(';')[0] || '0',
      );
      if (token.includes('?')) continue;
      if (final === 'A') row = Math.max(0, row - Math.max(1, parameter));
      else if (final === 'B') row = Math.min(rows - 1, row + Math.max(1, parameter));
      else if (final === 'C') column = Math.min(columns - 1, column + Math.max(1, parameter));
      else if (final === 'D') column = Math.max(0, column - Math.max(1, parameter));
      else if (final === 'G') column = Math.max(0, parameter - 1);
      else if (final === 'H') {
        row = 0;
        column = 0;
      } else if (final === 'K') {
        const line = screen[row] ?? [];
        if (parameter === 2) line.length = 0;
        else if (parameter === 0) line.length = Math.min(line.length, column);
      } else if (final === 'J') {
        if (parameter === 2) screen.forEach((line) => (line.length = 0));
        if (parameter === 3) scrollback = [];
      }
      pendingWrap = false;
      continue;
    }
    if (token === '\u001bc') {
      screen.forEach((line) => (line.length = 0));
      scrollback = [];
      continue;
    }
    if (token.startsWith('\u001b')) continue;
    if (token === '\r') {
      column = 0;
      pendingWrap = false;
    } else if (token === '\n') {
      lineFeed();
      pendingWrap = false;
    } else if (token >= ' ') {
      if (pendingWrap) {
        column = 0;
        lineFeed();
        pendingWrap = false;
      }
      const line = screen[row] as string[];
      while (line.length < column) line.push(' ');
      line[column] = token;
      if (column === columns - 1) pendingWrap = true;
      else column += 1;
    }
  }
  return { rows: screen.map((line) => line.join('').trimEnd()), scrollback };
}
