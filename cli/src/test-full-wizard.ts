import { emptyWizardState, type WizardState } from '@beloning/core/wizard';
import { createElement } from 'react';
import { KEY, testWizardApi, type TestApi } from './test-wizard.js';
import { focus, press, renderSettled, type } from './test-wizard-keys.js';
import type { WizardOutcome } from './wizard/outcome.js';
import { FullWizard } from './wizard/full/full-wizard.js';

/** The full wizard rendered with the test API and files, for the component tests. For tests only. */

export const WAGES_CSV =
  'tabel;leeftijd;schaal;periodiek;loon\r\nEigen tabel;Alle leeftijden;A;1;15,52\r\nEigen tabel;Alle leeftijden;B;1;16,10\r\n';

export async function startFullWizard(
  options: { api?: TestApi; files?: Record<string, string>; state?: WizardState } = {},
) {
  const api = options.api ?? testWizardApi();
  const files = options.files ?? { 'lonen.csv': WAGES_CSV };
  const outcomes: WizardOutcome[] = [];
  const app = await renderSettled(
    createElement(FullWizard, {
      api,
      describeError: String,
      initialState: options.state ?? emptyWizardState(),
      readFile: (path) => {
        const text = files[path];
        return text === undefined
          ? Promise.reject(new Error('ENOENT'))
          : Promise.resolve(new TextEncoder().encode(text));
      },
      onDone: (outcome) => outcomes.push(outcome),
    }),
  );
  return { app, api, outcomes, frame: () => app.lastFrame() ?? '' };
}

export type StartedWizard = Awaited<ReturnType<typeof startFullWizard>>;

/** Own scheme, the dates of 2026, then step 3 with 'Eigen tabel' read from lonen.csv. */
export async function toStep3WithCsvTable(w: StartedWizard): Promise<void> {
  await press(w.app, KEY.right, KEY.right); // Eigen beloningsregeling
  await focus(w.app, '[ Volgende ]');
  await press(w.app, KEY.enter);
  await focus(w.app, 'Startdatum');
  await type(w.app, '01-01-2026');
  await press(w.app, KEY.tab);
  await type(w.app, '31-12-2026');
  await focus(w.app, '[ Volgende ]');
  await press(w.app, KEY.enter);
  await focus(w.app, 'Bestand');
  await type(w.app, 'lonen.csv');
  await press(w.app, KEY.tab, KEY.enter);
}
