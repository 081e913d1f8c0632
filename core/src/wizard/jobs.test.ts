import { describe, expect, it } from 'vitest';
import { caoTableForms } from './tables.js';
import { caoJobsOf, emptyJob, withJobAdded, withJobChanged, withJobRemoved } from './jobs.js';
import { fixtureCao } from './test-cao.js';

describe('the jobs of a wizard table', () => {
  const cao = fixtureCao();
  const [table] = caoTableForms(cao);
  if (table === undefined) throw new Error('de test-cao heeft geen tabel');
  const own = { ...table, originalSalaryTableId: null, jobs: [] };

  it('adds an empty job, changes it and removes it, leaving the other jobs alone', () => {
    const added = withJobAdded(withJobAdded(own));
    expect(added.jobs).toEqual([emptyJob(), emptyJob()]);
    const changed = withJobChanged(added, 1, { name: 'Schoonmaker', minimalPayscale: 'A' });
    expect(changed.jobs[1]).toEqual({ jobId: null, name: 'Schoonmaker', minimalPayscale: 'A', aard: null });
    expect(changed.jobs[0]).toBe(added.jobs[0]);
    expect(withJobRemoved(changed, 0).jobs).toEqual([changed.jobs[1]]);
    expect(own.jobs).toEqual([]);
  });

  it("lists the cao's own jobs of the table a wizard table started from, and none for an own table", () => {
    const source = cao.salary_tables.find((candidate) => candidate.id === table.originalSalaryTableId);
    expect(source?.jobs.length).toBeGreaterThan(0);
    expect(caoJobsOf(table, cao)).toEqual(
      (source?.jobs ?? []).map((job) => ({
        name: job.name,
        minimalPayscale: job.minimal_payscale,
        aard: job.aard,
      })),
    );
    expect(caoJobsOf(own, cao)).toEqual([]);
    expect(caoJobsOf(table, null)).toEqual([]);
  });
});
