import { describe, expect, it } from 'vitest';
import { createProgress, progressLine, PROGRESS_MIN_ITEMS } from './progress.js';
import { captureStream } from './test-streams.js';

describe('progressLine', () => {
  it('fills the bar in proportion', () => {
    expect(progressLine(25, 50, 'bestanden gelezen')).toBe(
      `[${'#'.repeat(12)}${' '.repeat(12)}] 25/50 bestanden gelezen`,
    );
  });
});

describe('createProgress', () => {
  it('draws in place on a terminal and clears the line when done', () => {
    const stderr = captureStream(true);
    const progress = createProgress(stderr, PROGRESS_MIN_ITEMS, 'bestanden gelezen');
    for (let i = 0; i < PROGRESS_MIN_ITEMS; i += 1) progress.tick();
    progress.done();
    expect(stderr.text).toContain(
      `\r${progressLine(PROGRESS_MIN_ITEMS, PROGRESS_MIN_ITEMS, 'bestanden gelezen')}`,
    );
    expect(stderr.text.endsWith('\r')).toBe(true);
    expect(stderr.text).not.toContain('\n');
  });

  it('writes nothing in a pipe or for a few files', () => {
    const piped = captureStream(false);
    const few = captureStream(true);
    for (const [stream, total] of [
      [piped, 50],
      [few, PROGRESS_MIN_ITEMS - 1],
    ] as const) {
      const progress = createProgress(stream, total, 'bestanden gelezen');
      progress.tick();
      progress.done();
    }
    expect(piped.text).toBe('');
    expect(few.text).toBe('');
  });
});
