import {
  PACKAGE_ORIGIN_LABELS,
  packageChanges,
  packageCompleteness,
  type CompletenessSource,
  type EquivalentPackage,
} from '@beloning/core/schemas';
import type { ApiClient } from '@beloning/core/api';
import { packageCaoComparison, type CaoPackageSource } from '@beloning/core/wizard';
import { useRemoteData } from '../../lib/use-remote-data';
import { ScrollTable } from '../scroll-table';
import {
  CHANGE_KIND_LABELS,
  completenessCountsText,
  PACKAGE_VIEW_TEXTS as T,
  previousVersion,
  statusBadgeClass,
} from './package-view-model';

/**
 * The completeness view of a scheme version's gelijkwaardige-beloning package (core's packageCompleteness):
 * the counts, then per element its status, origin and what it holds. A version saved before the package
 * existed shows every block 'nog niet ingevuld'.
 */
export function PackageCompletenessView({ scheme }: { readonly scheme: CompletenessSource }) {
  const view = packageCompleteness(scheme);
  return (
    <>
      <p className="package-view__counts">
        <strong>{completenessCountsText(view.counts)}</strong>
        {view.complete ? ` · ${T.complete}` : null}
      </p>
      <div className="package-view__wrap">
        <ScrollTable label={T.table}>
          <table className="table table--compact package-view">
            <thead>
              <tr>
                <th scope="col">{T.element}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.origin}</th>
                <th scope="col">{T.content}</th>
              </tr>
            </thead>
            <tbody>
              {view.elements.map((element) => (
                <tr key={element.key}>
                  <th scope="row">{element.label}</th>
                  <td>
                    <span className={statusBadgeClass(element.status)}>{element.statusLabel}</span>
                  </td>
                  <td data-label={T.origin}>
                    {element.origin === null ? T.none : PACKAGE_ORIGIN_LABELS[element.origin]}
                  </td>
                  <td data-label={T.content}>{element.summary === '' ? T.none : element.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </div>
    </>
  );
}

interface ComparisonRow {
  readonly key: string;
  /** The block, as the row's heading. */
  readonly label: string;
  /** How it differs. */
  readonly kind: string;
  readonly left: string;
  readonly right: string;
}

/**
 * The package's blocks side by side, one row each: the block, how it differs, and the two sides (an earlier
 * version and this one; the cao and the scheme). On a phone each cell carries its column's name.
 */
function ComparisonTable({
  label,
  headings: [kind, left, right],
  rows,
}: {
  readonly label: string;
  readonly headings: readonly [kind: string, left: string, right: string];
  readonly rows: readonly ComparisonRow[];
}) {
  return (
    <div className="package-view__wrap">
      <ScrollTable label={label}>
        <table className="table table--compact package-view">
          <thead>
            <tr>
              <th scope="col">{T.element}</th>
              <th scope="col">{kind}</th>
              <th scope="col">{left}</th>
              <th scope="col">{right}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.kind}</td>
                <td data-label={left}>{row.left}</td>
                <td data-label={right}>{row.right}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

/**
 * The blocks of the package that differ from an earlier version (core's packageChanges), under
 * 'Gewijzigd ten opzichte van versie N'; a sentence when none differs.
 */
export function PackageChangesView({
  before,
  after,
  beforeVersion,
  headingLevel = 3,
}: {
  readonly before: EquivalentPackage | null | undefined;
  readonly after: EquivalentPackage | null | undefined;
  readonly beforeVersion: number;
  readonly headingLevel?: 3 | 4;
}) {
  const changes = packageChanges(before, after);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading>{T.changedSince(beforeVersion)}</Heading>
      {changes.length === 0 ? (
        <p>{T.noChanges(beforeVersion)}</p>
      ) : (
        <ComparisonTable
          label={T.changesTable(beforeVersion)}
          headings={[T.change, T.before, T.after]}
          rows={changes.map((change) => ({
            key: change.block,
            label: change.label,
            kind: CHANGE_KIND_LABELS[change.kind],
            left: change.before,
            right: change.after,
          }))}
        />
      )}
    </>
  );
}

/**
 * The blocks of the package that differ from the cao's (core's packageCaoComparison), under 'Vergeleken met de
 * cao': per block what differs, what the cao says and what the scheme holds; a sentence when none differs or
 * the cao gives no package.
 */
export function PackageCaoComparisonView({
  cao,
  scheme,
}: {
  readonly cao: CaoPackageSource;
  readonly scheme: EquivalentPackage | null | undefined;
}) {
  const comparison = packageCaoComparison(cao, scheme);
  const { differences } = comparison;
  return (
    <>
      <h3>{T.againstCao}</h3>
      {!comparison.caoHasPackage ? <p>{T.caoHasNone(differences.length)}</p> : null}
      {comparison.caoHasPackage && differences.length === 0 ? <p>{T.sameAsCao}</p> : null}
      {differences.length === 0 ? null : (
        <ComparisonTable
          label={T.caoTable}
          headings={[T.difference, T.cao, T.yours]}
          rows={differences.map((difference) => ({
            key: difference.block,
            label: difference.label,
            kind: difference.kindLabel,
            left: difference.cao,
            right: difference.scheme,
          }))}
        />
      )}
    </>
  );
}

/**
 * The package's blocks that changed since the version before the shown one, that version fetched by `load`
 * (the hirer's or the agency's call); the first version says there is nothing to compare with.
 */
export function PackageSincePrevious({
  scheme,
  load,
}: {
  readonly scheme: {
    readonly guid: string;
    readonly version: number;
    readonly versions: readonly { readonly version: number }[];
    readonly equivalent_package?: EquivalentPackage | null | undefined;
  };
  readonly load: (
    api: ApiClient,
    version: number,
  ) => Promise<{ readonly equivalent_package?: EquivalentPackage | null | undefined }>;
}) {
  const before = previousVersion(scheme);
  const { state } = useRemoteData<{
    readonly equivalent_package?: EquivalentPackage | null | undefined;
  } | null>(`${scheme.guid}@${before ?? 'geen'}:pakket`, (api) =>
    before === null ? Promise.resolve(null) : load(api, before),
  );
  if (before === null) return <p className="muted">{T.firstVersion}</p>;
  if (state.status === 'loading') return null;
  if (state.status === 'error' || state.data === null)
    return <p className="muted">{T.previousFailed(before)}</p>;
  return (
    <PackageChangesView
      before={state.data.equivalent_package}
      after={scheme.equivalent_package}
      beforeVersion={before}
    />
  );
}
