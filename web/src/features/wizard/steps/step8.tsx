import { displayedWage, type CellChange } from '@beloning/core/salary';
import type { Cao, InlenersCao } from '@beloning/core/schemas';
import {
  schemeComparison,
  usesCao,
  wizardForms,
  wizardSchemeContent,
  type SchemeComparison,
  type WizardState,
} from '@beloning/core/wizard';
import { CaoText } from '../../../components/scheme/cao-text';
import { ageLabel } from '../../../components/scheme/labels';
import { SalaryTableView } from '../../../components/scheme/salary-table-view';
import { SchemeSummary } from '../../../components/scheme/scheme-summary';
import { EducationsView, WerksoortenView } from '../../../components/scheme/werksoorten-view';
import { ScrollTable } from '../../../components/scroll-table';
import {
  PackageCaoComparisonView,
  PackageChangesView,
  PackageCompletenessView,
} from '../../../components/scheme/package-view';
import { PACKAGE_VIEW_TEXTS } from '../../../components/scheme/package-view-model';
import { useRemoteData } from '../../../lib/use-remote-data';
import { PageLoader } from '../../../components/loader';
import '../../../components/scheme/scheme.css';
import type { StepBodyProps } from '../full-wizard-step';
import { useWizard } from '../store';
import { useCao } from '../use-cao';
import { StepForm } from '../wizard-frame';
import { STEP8_TEXTS as T } from '../wizard-texts';

/** At most this many differing wages are listed per table; the rest are counted. */
export const MAX_CELL_ROWS = 200;

/**
 * Step 8 'Overzicht' (SPEC.md 2.11): for a scheme that follows a cao whose original is loaded, core's comparison
 * of the cao with the new version (schemeComparison: step 2's deviations, per table the wages that differ, new
 * and dropped tables, the cao text previewed in 15 characters); otherwise the full detail of the scheme as it
 * will be saved (core's wizardSchemeContent), drawn by the components of the detail page. Both end with the
 * completeness view of the gelijkwaardige-beloning package and, when a saved scheme is edited, its blocks
 * that changed since the version the edit started from.
 */
export default function Step8({ submit }: StepBodyProps) {
  const state = useWizard();
  const caoId = usesCao(state) ? (state.step2?.caoId ?? null) : null;
  const load = useCao(caoId);
  if (load.status === 'loading') return <PageLoader />;
  const cao = load.status === 'ready' ? load.cao : null;
  return (
    <StepForm submit={submit} label="Stap 8: Overzicht">
      {cao === null ? <SchemeDetail state={state} /> : <Comparison state={state} cao={cao} />}
    </StepForm>
  );
}

function Comparison({ state, cao }: { readonly state: WizardState; readonly cao: Cao }) {
  const forms = wizardForms(state, { cao });
  const comparison = schemeComparison({ ...state, step2: forms.step2, step7: forms.step7 }, cao);
  return (
    <>
      <p>{T.comparisonIntro(comparison.caoName)}</p>
      <Deviations comparison={comparison} />
      <section className="wizard__section" aria-labelledby="step8-tables">
        <h2 id="step8-tables">{T.tables}</h2>
        {comparison.tables.map((table) => (
          <section key={table.key} className="card" aria-labelledby={`step8-table-${table.key}`}>
            <h3 id={`step8-table-${table.key}`}>{table.name}</h3>
            {table.status === 'new' ? <p>{T.newTable}</p> : null}
            {table.status === 'same' ? <p>{T.sameTable}</p> : null}
            {table.status === 'changed' ? <ChangedWages name={table.name} cells={table.cells} /> : null}
          </section>
        ))}
        {comparison.droppedTables.length === 0 ? null : <p>{T.droppedTables(comparison.droppedTables)}</p>}
      </section>
      <PackageSection state={state} cao={cao} />
      <section className="wizard__section" aria-labelledby="step8-text">
        <h2 id="step8-text">{T.caoText}</h2>
        {comparison.caoText.same ? (
          <p>{T.sameText(comparison.caoText.after)}</p>
        ) : (
          <dl className="detail__facts">
            <div>
              <dt>{T.cao}</dt>
              <dd>{T.preview(comparison.caoText.before)}</dd>
            </div>
            <div>
              <dt>{T.yours}</dt>
              <dd>{T.preview(comparison.caoText.after)}</dd>
            </div>
          </dl>
        )}
      </section>
    </>
  );
}

function Deviations({ comparison }: { readonly comparison: SchemeComparison }) {
  return (
    <section className="wizard__section" aria-labelledby="step8-deviations">
      <h2 id="step8-deviations">{T.deviations}</h2>
      {comparison.step2.length === 0 ? (
        <p>{T.noDeviations}</p>
      ) : (
        <ScrollTable label={T.deviationsTable}>
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{T.part}</th>
                <th scope="col">{T.cao}</th>
                <th scope="col">{T.yours}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.step2.map((deviation, index) => (
                <tr key={`${deviation.label}-${index}`}>
                  <th scope="row">{deviation.label}</th>
                  <td>{deviation.before ?? T.none}</td>
                  <td>{deviation.after ?? T.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}

/** A stored wage as the grids show it ('15,52', '14,829'), a dash where there is none. */
function wage(value: string | null): string {
  return value === null ? T.none : displayedWage(value);
}

function ChangedWages({ name, cells }: { readonly name: string; readonly cells: readonly CellChange[] }) {
  const shown = cells.slice(0, MAX_CELL_ROWS);
  return (
    <>
      <p>{T.changedWages(cells.length)}</p>
      <ScrollTable label={T.changedWagesOf(name)}>
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{T.age}</th>
              <th scope="col">{T.payscale}</th>
              <th scope="col">{T.periodical}</th>
              <th scope="col" className="amount">
                {T.cao}
              </th>
              <th scope="col" className="amount">
                {T.yours}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((cell) => (
              <tr key={`${cell.age}|${cell.payscale}|${cell.periodical}`}>
                <td>{ageLabel(cell.age)}</td>
                <td>{cell.payscale}</td>
                <td>{cell.periodical}</td>
                <td className="amount">{wage(cell.old)}</td>
                <td className="amount">{wage(cell.new)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {cells.length > shown.length ? (
        <p className="muted">{T.moreWages(cells.length - shown.length)}</p>
      ) : null}
    </>
  );
}

function SchemeDetail({ state }: { readonly state: WizardState }) {
  let content;
  try {
    content = wizardSchemeContent(state, { cao: null });
  } catch (error) {
    // An earlier step is not complete (the guard keeps the user out of step 8 then): say what core says.
    return (
      <div className="notice notice--error" role="alert">
        {error instanceof Error ? error.message : T.notComplete}
      </div>
    );
  }
  return (
    <>
      <p>{T.detailIntro}</p>
      <section className="card" aria-labelledby="step8-general">
        <h2 id="step8-general">{T.general}</h2>
        <SchemeSummary scheme={content} />
      </section>
      <section className="wizard__section" aria-labelledby="step8-tables">
        <h2 id="step8-tables">{T.tables}</h2>
        {content.salary_tables.map((table, index) => (
          <SalaryTableView key={`${table.name}-${index}`} table={table} />
        ))}
      </section>
      <section className="card" aria-labelledby="step8-werksoorten">
        <h2 id="step8-werksoorten">{T.werksoorten}</h2>
        <WerksoortenView werksoorts={content.werksoorts} />
        <h3>{T.educations}</h3>
        <EducationsView educations={content.educations} />
      </section>
      <PackageSection state={state} cao={null} />
      <section className="card" aria-labelledby="step8-text">
        <h2 id="step8-text">{T.caoText}</h2>
        <CaoText html={content.cao_text} />
      </section>
    </>
  );
}

/**
 * The gelijkwaardige-beloning package of the scheme as it will be saved: core's completeness view, for a scheme
 * on a cao how its blocks differ from the cao's (core's packageCaoComparison) and, when a saved scheme is
 * edited, the blocks that changed since the version the edit started from (core's packageChanges against that
 * version, fetched from the server).
 */
function PackageSection({ state, cao }: { readonly state: WizardState; readonly cao: Cao | null }) {
  let content;
  try {
    content = wizardSchemeContent(state, { cao });
  } catch {
    // An earlier step is not complete: the rest of the step says so.
    return null;
  }
  return (
    <section className="card" aria-labelledby="step8-package">
      <h2 id="step8-package">{PACKAGE_VIEW_TEXTS.title}</h2>
      <p>{PACKAGE_VIEW_TEXTS.intro}</p>
      <PackageCompletenessView scheme={content} />
      {cao === null ? null : <PackageCaoComparisonView cao={cao} scheme={content.equivalent_package} />}
      {state.schemeGuid === null || state.expectedVersion === null ? null : (
        <PackageSinceSaved
          guid={state.schemeGuid}
          version={state.expectedVersion}
          after={content.equivalent_package}
        />
      )}
    </section>
  );
}

function PackageSinceSaved({
  guid,
  version,
  after,
}: {
  readonly guid: string;
  readonly version: number;
  readonly after: InlenersCao['equivalent_package'];
}) {
  const { state } = useRemoteData<InlenersCao>(`${guid}@${version}:pakket`, (api) =>
    api.schemes.get(guid, { version }),
  );
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <p className="muted">{PACKAGE_VIEW_TEXTS.previousFailed(version)}</p>;
  return <PackageChangesView before={state.data.equivalent_package} after={after} beforeVersion={version} />;
}
