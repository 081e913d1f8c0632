import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take long, with their seconds in a full run (`npx vitest run`, 2 workers that share their
 * module graph, 26-11-2026). On a fresh clone Vitest knows no durations and orders by project name and file size, so a long file could start
 * last and keep one worker busy alone at the end. The slowest files start first; the order matters, not
 * the exact figures. Refresh them after a big change to a slow file (`npx vitest run --reporter=verbose`).
 */
const SECONDS: Readonly<Record<string, number>> = {
  'tests/reliability/bad-requests.test.ts': 100,
  'tests/server/security-checklist.test.ts': 49,
  'tests/cli/tables.test.ts': 42,
  'server/src/db/open.test.ts': 42,
  'tests/server/journey.test.ts': 27,
  'tests/reliability/tenancy-matrix.test.ts': 26,
  'tests/cli/wizard.test.ts': 25,
  'tests/server/contract-story.test.ts': 24,
  'server/src/main.test.ts': 23,
  'server/src/cao/command.test.ts': 23,
  'tests/reliability/kill.test.ts': 40,
  'tests/cli/shared.test.ts': 20,
  'server/src/cao/import.test.ts': 17,
  'server/src/routes/session.test.ts': 10,
  'server/src/routes/support.test.ts': 9,
  'server/src/routes/account/subscription.test.ts': 9,
  'server/src/app.test.ts': 9,
  'tests/reliability/concurrency.test.ts': 9,
  'tests/reliability/smtp.test.ts': 8,
  'server/src/routes/schemes.test.ts': 8,
  'server/src/routes/proposals.test.ts': 8,
  'server/src/routes/account/user.test.ts': 8,
  'server/src/routes/agency-help.test.ts': 7,
  'server/src/auth/sessions.test.ts': 6,
  'tests/cli/cli.test.ts': 5,
  'server/src/routes/account/uitlener-registration.test.ts': 5,
  'server/src/routes/account/activation.test.ts': 5,
  'server/src/http/rate-limits.test.ts': 5,
  'server/src/http/bad-input.test.ts': 5,
  'tests/server/account-flow.test.ts': 4,
  'server/src/routes/scheme-export.test.ts': 4,
  'server/src/routes/links.test.ts': 4,
  'server/src/routes/compliance.test.ts': 4,
  'server/src/routes/agency.test.ts': 4,
  'server/src/routes/account/registration.test.ts': 4,
  'server/src/routes/account/bad-input.test.ts': 4,
  'server/src/mail/outbox.test.ts': 4,
  'server/src/http/validation.test.ts': 4,
  'server/src/schemes/store.test.ts': 3,
  'server/src/routes/kvk.test.ts': 3,
  'server/src/routes/caos.test.ts': 3,
  'server/src/routes/account/password.test.ts': 3,
  'server/src/plugins/csrf.test.ts': 3,
};

/**
 * Slowest first across all projects, from the figures above or, for a file not listed, the duration Vitest
 * remembers from an earlier run on this machine; files without either keep Vitest's own order after them.
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const estimate = (spec: TestSpecification) => {
      const file = relative(root, spec.moduleId);
      const known = SECONDS[file];
      if (known !== undefined) return known;
      const remembered = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`)?.duration;
      return remembered === undefined ? 0 : remembered / 1000;
    };
    const order = new Map(base.map((spec, index) => [spec, index]));
    return [...base].sort((a, b) => estimate(b) - estimate(a) || (order.get(a) ?? 0) - (order.get(b) ?? 0));
  }
}
