import { PACKAGE_BLOCKS, PACKAGE_BLOCK_LABELS, type Cao, type PackageBlock } from '@beloning/core/schemas';
import {
  PACKAGE_COMMON_FIELDS,
  PACKAGE_FORM_BLOCKS,
  PACKAGE_ORIGIN_FIELD,
  addPackageLine,
  clearPackageBlock,
  isBlockEmpty,
  packageBlockCaoStatus,
  removePackageLine,
  takeCaoBlock,
  type PackageBlockSpec,
  type PackageFieldSpec,
  type PackageForm,
  type PackageFormRow,
} from '@beloning/core/wizard';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { BoundCheckbox, BoundRadioGroup, BoundSelect, BoundTextField } from '../fields';
import { useStepIssues, useFieldError } from '../use-step';
import { useStepVisibility, useWizard, useWizardAction, type WizardAction } from '../store';
import { blockStatus } from './package-status';
import { PACKAGE_TEXTS as T } from './package-texts';
import './package.css';

/**
 * Step 6's section 'Gelijkwaardige beloning' (issue 21): a collapsible part per block of the package, in
 * core's order (PACKAGE_FORM_BLOCKS), each with its origin first, then its fields with core's Dutch labels.
 * Every input stores what is typed in the wizard state's `packageForm` at core's path ('pension.name'), so a
 * reload keeps it; the messages are core's (packageFromForm through stepIssues(6)).
 *
 * With the scheme's cao loaded (`cao`), a notice names the blocks the cao gives values for, and each of those
 * blocks says how it stands against the cao (core's packageBlockCaoStatus) and, when it is empty or differs,
 * offers the cao's values on request (core's takeCaoBlock). A new scheme got them already (caoPackageDefaults).
 */

/** The props every bound input of the section shares. */
const BOUND = { step: 6, form: 'packageForm', start: () => ({}) } as const;

/** Applies `update` to the package form (an untouched section starts empty). */
function onPackage(update: (form: PackageForm) => PackageForm): WizardAction {
  return (state) => ({ ...state, packageForm: update(state.packageForm ?? {}) });
}

export function PackageSection({ cao = null }: { readonly cao?: Cao | null }) {
  const headingId = useId();
  const state = useWizard();
  const caoBlocks = cao === null ? [] : PACKAGE_BLOCKS.filter((block) => cao.equivalent_package?.[block]);
  const offered = cao !== null && state.packageCaoOffer?.caoId === cao.id;
  return (
    <section className="package" aria-labelledby={headingId}>
      <h2 id={headingId} className="package__heading">
        {T.heading}
      </h2>
      <p className="muted">{T.intro}</p>
      {cao === null || caoBlocks.length === 0 ? null : (
        <div className="notice notice--info">
          {(offered ? T.caoOffered : T.caoKept)(
            cao.full_name,
            caoBlocks.map((block) => PACKAGE_BLOCK_LABELS[block]),
          )}
        </div>
      )}
      {PACKAGE_FORM_BLOCKS.map((spec) => (
        <Block key={spec.block} spec={spec} cao={cao} />
      ))}
    </section>
  );
}

function Block({ spec, cao }: { spec: PackageBlockSpec; cao: Cao | null }) {
  const state = useWizard();
  const apply = useWizardAction();
  const form = state.packageForm?.[spec.block];
  const empty = form === undefined || isBlockEmpty(form);
  const againstCao = cao === null ? 'geen' : packageBlockCaoStatus(state.packageForm, cao, spec.block);
  const [open, setOpen] = useState(!empty);
  // After a refused 'Volgende' a block with a message opens, so its messages and the focus can be seen.
  const visibility = useStepVisibility(6);
  const issues = useStepIssues(6);
  const hasIssue = issues.some((found) => found.field?.startsWith(`${spec.block}.`) ?? false);
  const shown = open || (visibility.submitted && hasIssue);
  return (
    <details
      className="package__block"
      open={shown}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-block={spec.block}
    >
      <summary className="package__summary">
        {spec.label}
        <span className="package__status muted">
          ({blockStatus(form)}){againstCao === 'afwijkend' ? ` · ${T.differsShort}` : ''}
        </span>
      </summary>
      {shown ? (
        <div className="package__body">
          {cao === null || againstCao === 'geen' ? null : (
            <div className="package__cao">
              <p className={againstCao === 'gelijk' ? 'muted' : undefined}>{T.againstCao[againstCao]}</p>
              {againstCao === 'gelijk' ? null : (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => apply((current) => takeCaoBlock(current, cao, spec.block))}
                  >
                    {T.takeFromCao(spec.label)}
                  </Button>
                </div>
              )}
            </div>
          )}
          <BoundRadioGroup
            {...BOUND}
            field={`${spec.block}.origin`}
            label={`${PACKAGE_ORIGIN_FIELD.label} – ${T.originHint}`}
            required
            options={PACKAGE_ORIGIN_FIELD.kind === 'choice' ? PACKAGE_ORIGIN_FIELD.options : []}
          />
          {spec.fields.map((field) => (
            <Field key={field.key} block={spec.block} path={`${spec.block}.${field.key}`} field={field} />
          ))}
          {PACKAGE_COMMON_FIELDS.map((field) => (
            <Field key={field.key} block={spec.block} path={`${spec.block}.${field.key}`} field={field} />
          ))}
          <div>
            <Button
              variant="link"
              disabled={form === undefined}
              onClick={() => apply(onPackage((current) => clearPackageBlock(current, spec.block)))}
            >
              {T.clear(spec.label)}
            </Button>
          </div>
        </div>
      ) : null}
    </details>
  );
}

/** One input of a block, by its kind; a list shows its lines and 'toevoegen'. */
function Field({ block, path, field }: { block: PackageBlock; path: string; field: PackageFieldSpec }) {
  switch (field.kind) {
    case 'text':
      return (
        <BoundTextField
          {...BOUND}
          field={path}
          label={field.label}
          required={field.required}
          multiline={field.multiline ?? false}
        />
      );
    case 'decimal':
    case 'integer':
      // The same field; only the keyboard a phone offers differs.
      return (
        <BoundTextField
          {...BOUND}
          field={path}
          label={field.label}
          required={field.required}
          inputMode={field.kind === 'decimal' ? 'decimal' : 'numeric'}
          {...(field.hint === undefined ? {} : { hint: field.hint })}
        />
      );
    case 'date':
      return (
        <BoundTextField
          {...BOUND}
          field={path}
          label={field.label}
          placeholder={T.datePlaceholder}
          hint={T.dateHints[field.key]}
        />
      );
    case 'words':
      return <BoundTextField {...BOUND} field={path} label={field.label} hint={field.hint} />;
    case 'boolean':
      return <BoundCheckbox {...BOUND} field={path} label={field.label} />;
    case 'choice':
      return (
        <BoundSelect
          {...BOUND}
          field={path}
          label={field.label}
          required={field.required}
          placeholder={T.choose}
          options={field.options}
        />
      );
    case 'list':
      return <List block={block} path={path} field={field} />;
  }
}

function List({
  block,
  path,
  field,
}: {
  block: PackageBlock;
  path: string;
  field: Extract<PackageFieldSpec, { kind: 'list' }>;
}) {
  const state = useWizard();
  const apply = useWizardAction();
  const error = useFieldError(6, path);
  const legendId = useId();
  const errorId = useId();
  const rows = (state.packageForm?.[block]?.[field.key] ?? []) as PackageFormRow[];
  return (
    <fieldset
      className="package__list"
      aria-labelledby={legendId}
      aria-invalid={error !== null || undefined}
      aria-describedby={error === null ? undefined : errorId}
    >
      <legend id={legendId} className="field__label">
        {field.label}
        {field.required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {rows.length === 0 ? <p className="field__hint">{T.noLines}</p> : null}
      {rows.map((_, index) => (
        // A line has no key of its own; its place is its identity while the step is open.
        <fieldset key={index} className="package__line">
          <legend className="package__legend">{T.line(field.line, index)}</legend>
          {field.fields.map((inner) => (
            <Field key={inner.key} block={block} path={`${path}.${index}.${inner.key}`} field={inner} />
          ))}
          <div>
            <Button
              variant="link"
              onClick={() =>
                apply(onPackage((current) => removePackageLine(current, block, field.key, index)))
              }
            >
              {T.removeLine(field.line, index)}
            </Button>
          </div>
        </fieldset>
      ))}
      {error === null ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          onClick={() => apply(onPackage((current) => addPackageLine(current, block, field.key)))}
        >
          {T.addLine(field.line)}
        </Button>
      </div>
    </fieldset>
  );
}
