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
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** The key help that ends every frame. */
const HELP_LINES = [KEYS_HELP, FULL_KEYS_HELP, STEP_JUMP_HELP] as const;

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

/** Starts `beloning <args>` in a pseudo-terminal of 120 columns with the environment `env`. */
export function startWizard(args: readonly string[], env: Record<string, string>) {
  const command = [process.execPath, BIN, ...args].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', COLUMNS: '120', LINES: '50', ...env },
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
      const ends = HELP_LINES.map((help) => ({ help, at: styled.indexOf(help, scanned) })).filter(
        (end) => end.at !== -1,
      );
      if (ends.length === 0) break;
      const end = ends.reduce((first, other) => (other.at < first.at ? other : first));
      const start = Math.max(scanned, ...TITLES.map((title) => styled.lastIndexOf(title, end.at)));
      scanned = end.at + end.help.length;
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

  return {
    keys,
    press,
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
