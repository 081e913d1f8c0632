import { describe, expect, it } from 'vitest';
import { colorEnabled, createOutput } from './output.js';
import { captureStream } from './test-streams.js';

const ESC = '\u001b[';

function setup(options: { tty: boolean; env?: Record<string, string>; color?: boolean; json?: boolean }) {
  const stdout = captureStream(options.tty);
  const stderr = captureStream(options.tty);
  const out = createOutput({
    stdout,
    stderr,
    env: options.env ?? {},
    ...(options.color === undefined ? {} : { color: options.color }),
    ...(options.json === undefined ? {} : { json: options.json }),
  });
  return { out, stdout, stderr };
}

const columns = [{ heading: 'ID', alignRight: true }, { heading: 'Cao' }];
const rows = [
  ['1', 'Schoonmaak'],
  ['12', 'Groothandel\tmet tab'],
];

describe('createOutput', () => {
  it('prints an aligned table with headings on a terminal', () => {
    const { out, stdout } = setup({ tty: true, env: { NO_COLOR: '1' } });
    out.table(columns, rows);
    expect(stdout.text).toBe('ID  Cao\n 1  Schoonmaak\n12  Groothandel met tab\n');
  });

  it('prints tab-separated rows without headings in a pipe', () => {
    const { out, stdout } = setup({ tty: false });
    out.table(columns, rows);
    expect(stdout.text).toBe('1\tSchoonmaak\n12\tGroothandel met tab\n');
  });

  it('prints fields as aligned labels on a terminal and as label<TAB>value in a pipe', () => {
    const terminal = setup({ tty: true, env: { NO_COLOR: '1' } });
    terminal.out.fields([
      ['ID', '1'],
      ['Cao', 'Schoonmaak'],
    ]);
    expect(terminal.stdout.text).toBe('ID:   1\nCao:  Schoonmaak\n');
    const pipe = setup({ tty: false });
    pipe.out.fields([['ID', '1']]);
    expect(pipe.stdout.text).toBe('ID\t1\n');
  });

  it('writes data to stdout and messages to stderr', () => {
    const { out, stdout, stderr } = setup({ tty: false });
    out.line('data');
    out.info('bericht');
    out.error('kapot');
    out.warn('let op');
    expect(stdout.text).toBe('data\n');
    expect(stderr.text).toBe('bericht\nFout: kapot\nWaarschuwing: let op\n');
  });

  it('colours a terminal, and not with NO_COLOR, --no-color or a pipe', () => {
    const coloured = setup({ tty: true });
    coloured.out.error('kapot');
    coloured.out.table(columns, rows);
    expect(coloured.stderr.text).toContain(`${ESC}31m`);
    expect(coloured.stdout.text).toContain(`${ESC}1m`);
    for (const plain of [
      setup({ tty: true, env: { NO_COLOR: '1' } }),
      setup({ tty: true, color: false }),
      setup({ tty: false }),
    ]) {
      plain.out.error('kapot');
      plain.out.table(columns, rows);
      expect(plain.stderr.text + plain.stdout.text).not.toContain(ESC);
    }
  });

  it('prints JSON on stdout and says whether --json was given', () => {
    const { out, stdout } = setup({ tty: true, json: true });
    expect(out.json).toBe(true);
    out.printJson({ cao_id: 1 });
    expect(JSON.parse(stdout.text)).toEqual({ cao_id: 1 });
  });
});

describe('colorEnabled', () => {
  it('treats an empty NO_COLOR as unset and TERM=dumb as no colour', () => {
    expect(colorEnabled({ isTTY: true, write: () => true }, { NO_COLOR: '' })).toBe(true);
    expect(colorEnabled({ isTTY: true, write: () => true }, { TERM: 'dumb' })).toBe(false);
    expect(colorEnabled({ write: () => true }, {})).toBe(false);
  });
});

describe('--quiet', () => {
  it('writes data and errors only; without it the messages are written', () => {
    for (const quiet of [true, false]) {
      const stdout = captureStream(false);
      const stderr = captureStream(false);
      const out = createOutput({ stdout, stderr, env: {}, quiet });
      out.line('data');
      out.info('hint');
      out.success('gelukt');
      out.warn('let op');
      out.error('mis');
      out.errorDetail('  veld: fout');
      expect(stdout.text).toBe('data\n');
      expect(stderr.text).toBe(
        quiet
          ? 'Fout: mis\n  veld: fout\n'
          : 'hint\n✓ gelukt\nWaarschuwing: let op\nFout: mis\n  veld: fout\n',
      );
    }
  });
});
