/**
 * docs/reliability.md, written by the reliability suite itself: each test file of tests/reliability/ records
 * its figures per engine and, after its tests, rewrites only its own section (between `<!-- id -->` and
 * `<!-- /id -->`), under a lock file, so two Vitest workers never write the file at once.
 *
 * Only figures that are the same on every passing run go in (counts of generated requests, statuses seen,
 * rows lost or doubled), never durations, dates or counts that depend on timing (those are stated as a
 * bound), so a passing run leaves the committed file as it was. The report is not the assertion: every
 * figure that must hold is also checked by an `expect` in the test.
 */
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { ENGINES } from '../helpers/database.js';
import { postgresUnavailableReason } from '../helpers/postgres.js';

export const REPORT_FILE = fileURLToPath(new URL('../../docs/reliability.md', import.meta.url));

/** The sections of docs/reliability.md in their order; each belongs to one test file. */
export const SECTIONS = ['bad-requests', 'tenancy-matrix', 'concurrency', 'kill', 'smtp'] as const;
export type SectionId = (typeof SECTIONS)[number];

const INTRODUCTION = `# Reliability

Written by the reliability suite in \`tests/reliability/\` (issue 14), which \`npm test\` runs; do not edit by
hand. Each test file rewrites its own section below after its tests, on PGlite and on PostgreSQL. What the
sections prove:

- **Bad requests**: for every operation of the OpenAPI document (\`/api/docs/json\`) at least 50 generated bad
  requests (NUL, lone surrogates, int4 and int8 boundaries, 1 MB strings, wrong types, missing and unknown
  fields, bodies that are not JSON or not UTF-8, broken chunked bodies, oversized headers, ...) get no answer
  of 500 or more, and every 4xx has the documented error body with a Dutch text.
- **Tenancy matrix**: every route under \`/api\` called by every kind of caller, squatters included (an agency
  or hirer registered on someone else's KVK number), allows exactly who may.
- **Concurrency**: concurrent saves of one version and of one link list lose and double nothing.
- **kill -9**: a server process killed during a write burst keeps every write it acknowledged.
- **SMTP down and back**: every mail queued while the SMTP server is down arrives once after it is back, and a
  mail whose session broke after DATA is resent with the same Message-ID.

The figures are counts that are the same on every passing run; anything that depends on timing is stated
as a bound. A failing check fails its test whatever this file says. To re-run one section:
\`npx vitest run tests/reliability/<file>.test.ts\` (the section is rewritten when both engines ran); a passing
run leaves this file unchanged, so \`git diff docs/reliability.md\` shows what changed.
`;

/** The file with every section's markers, and what it had between them when it existed. */
function assemble(current: string | undefined, id: SectionId, content: string): string {
  const sections = new Map<SectionId, string>();
  for (const section of SECTIONS) {
    const found =
      current === undefined
        ? null
        : new RegExp(`<!-- ${section} -->([\\s\\S]*?)<!-- /${section} -->`).exec(current);
    sections.set(section, found?.[1]?.trim() ?? '_Not run yet._');
  }
  sections.set(id, content.trim());
  return [
    INTRODUCTION,
    ...SECTIONS.map((section) => `<!-- ${section} -->\n\n${sections.get(section)}\n\n<!-- /${section} -->\n`),
  ].join('\n');
}

/** Takes the lock file (a stale one, left by a killed run, after a minute), runs `write`, frees it. */
async function underLock(write: () => Promise<void>): Promise<void> {
  const lock = `${REPORT_FILE}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
      } catch {
        // freed meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    await write();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Rewrites the section `id` of docs/reliability.md with `content` (markdown), leaving the rest as it is. */
export async function writeSection(id: SectionId, content: string): Promise<void> {
  // Formatted as `prettier --write` would, so `prettier --check .` passes on the committed file.
  const options = { ...(await resolveConfig(REPORT_FILE)), parser: 'markdown' };
  const formatted = await format(content, options);
  await underLock(async () => {
    const current = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : undefined;
    const next = await format(assemble(current, id, formatted), options);
    if (next === current) return;
    const temporary = `${REPORT_FILE}.${process.pid}.tmp`;
    writeFileSync(temporary, next);
    renameSync(temporary, REPORT_FILE);
  });
}

/**
 * Figures per engine of one test file, written to its section after all of the file's tests (call at the top
 * level of the file, outside describeEachEngine). The section is written only when every engine recorded
 * its figures: a run filtered with `-t`, or without PostgreSQL, leaves the committed figures alone.
 */
export function reportSection<T>(
  id: SectionId,
  render: (figures: Readonly<Record<Engine, T>>) => string,
): { record(engine: Engine, figures: T): void } {
  const recorded = new Map<Engine, T>();
  afterAll(async () => {
    if (postgresUnavailableReason() !== undefined) return;
    if (!ENGINES.every((engine) => recorded.has(engine))) return;
    await writeSection(id, render(Object.fromEntries(recorded) as Record<Engine, T>));
  });
  return {
    record(engine, figures) {
      recorded.set(engine, figures);
    },
  };
}

/** A markdown table: a header row and the rows, each cell as text. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
