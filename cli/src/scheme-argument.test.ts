import { describe, expect, it } from 'vitest';
import { CliError } from './errors.js';
import { schemeAndFiles, schemeArgument } from './scheme-argument.js';

const GUID = '2ba1f16b-1335-45a3-a369-5098d0540d75';
const OTHER = '0e0e0e0e-0000-4000-8000-000000000000';

function refusal(run: () => unknown): { exitCode: number; lines: readonly string[] } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return { exitCode: error.exitCode, lines: error.lines };
  }
}

describe('the scheme as the first argument', () => {
  it('takes the positional guid, or the old --scheme, or both when they agree', () => {
    expect(schemeArgument('tables export', GUID, undefined)).toBe(GUID);
    expect(schemeArgument('tables export', undefined, GUID)).toBe(GUID);
    expect(schemeArgument('tables export', GUID, ` ${GUID}`)).toBe(GUID);
  });

  it('refuses two different schemes, and none, with exit 2 and the command help', () => {
    expect(refusal(() => schemeArgument('tables increase', GUID, OTHER))).toEqual({
      exitCode: 2,
      lines: [
        `Twee verschillende regelingen: '${GUID}' en --scheme '${OTHER}'. Geef de regeling één keer, als eerste argument.`,
        'Zie beloning tables increase --help.',
      ],
    });
    expect(refusal(() => schemeArgument('tables export', undefined, undefined))).toEqual({
      exitCode: 2,
      lines: [
        'Geef de regeling: beloning tables export <guid> (zie beloning schemes list).',
        'Zie beloning tables export --help.',
      ],
    });
  });

  it('reads `tables import <guid> <csv...>` and the old `--scheme <guid> <csv...>`', () => {
    expect(schemeAndFiles('tables import', [GUID, 'a.csv', 'b.csv'], undefined)).toEqual({
      scheme: GUID,
      files: ['a.csv', 'b.csv'],
    });
    expect(schemeAndFiles('tables import', ['a.csv', 'b.csv'], GUID)).toEqual({
      scheme: GUID,
      files: ['a.csv', 'b.csv'],
    });
    expect(schemeAndFiles('tables import', [GUID, 'a.csv'], GUID)).toEqual({
      scheme: GUID,
      files: ['a.csv'],
    });
    expect(refusal(() => schemeAndFiles('tables import', [OTHER, 'a.csv'], GUID))?.exitCode).toBe(2);
    // A file where the scheme belongs is not taken for a scheme.
    expect(refusal(() => schemeAndFiles('tables import', ['lonen.csv'], undefined))?.lines[0]).toBe(
      'Geef de regeling: beloning tables import <guid> (zie beloning schemes list).',
    );
  });
});
