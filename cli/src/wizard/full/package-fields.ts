import type { StepIssue } from '@beloning/core/rules';
import {
  COMPLETENESS_STATUS_LABELS,
  PACKAGE_BLOCKS,
  PACKAGE_BLOCK_LABELS,
  PACKAGE_ORIGIN_LABELS,
  packageBlockSummary,
  type EquivalentPackage,
  type PackageBlock,
} from '@beloning/core/schemas';
import {
  PACKAGE_COMMON_FIELDS,
  PACKAGE_FORM_BLOCKS,
  PACKAGE_CAO_TEXTS,
  PACKAGE_ORIGIN_FIELD,
  addPackageLine,
  clearPackageBlock,
  packageBlockCaoStatus,
  packageCaoComparison,
  packageFormValue,
  removePackageLine,
  setPackageFormValue,
  type CaoPackageSource,
  type PackageBlockSpec,
  type PackageFieldSpec,
  type PackageForm,
  type PackageFormCell,
} from '@beloning/core/wizard';
import type { WizardState } from '@beloning/core/wizard';
import { note, select, type Field, type Update } from '../fields.js';

/**
 * Step 6's section 'Gelijkwaardige beloning' in the terminal (issue 21): core's block descriptions
 * (PACKAGE_FORM_BLOCKS) drawn as the terminal's fields, every value stored as typed in the wizard state's
 * `packageForm` at core's path ('pension.name', 'sick_pay.periods.0.percentage') through core's changes
 * (setPackageFormValue, addPackageLine, removePackageLine, clearPackageBlock), and under each field the
 * message core's packageFromForm gives for that path. The portal's section draws the same descriptions.
 *
 * With the scheme's cao loaded, as in the portal: a notice names the blocks the cao gives values for, each of
 * those blocks says under its origin how it stands against the cao (core's packageBlockCaoStatus) and, when it
 * is empty or differs, offers the cao's values (core's takeCaoBlock); step 8 lists the blocks that differ
 * (core's packageCaoComparison). A new scheme got the cao's blocks already (core's caoPackageDefaults, applied
 * by the wizard when step 6 opens). The words are core's (PACKAGE_CAO_TEXTS).
 */

/** The heading of the section in step 6. */
export const PACKAGE_SECTION_TITLE = 'Gelijkwaardige beloning';
/** Under the heading: what the section is for and that an empty block is saved as nothing. */
export const PACKAGE_SECTION_HINT =
  'Wat uw eigen personeel krijgt naast loon en toeslagen. Kies per onderdeel eerst de herkomst; een onderdeel zonder herkomst blijft leeg en wordt niet opgeslagen.';
/** The origin's first option: the block is cleared and left out of the save. */
export const NO_ORIGIN = 'Niet ingevuld';
/** An optional choice left empty. */
const NO_CHOICE = 'Geen';
const DATE_PLACEHOLDER = 'DD-MM-JJJJ';

type Change = Update<PackageForm | null>;

/** The cao of step 6 and how to take its block: the wizard's core takeCaoBlock on the whole state. */
export interface PackageCao {
  readonly cao: CaoPackageSource & { readonly full_name: string };
  /** Whether core's caoPackageDefaults offered this cao's blocks to this scheme (a new scheme). */
  readonly offered: boolean;
  readonly take: (block: PackageBlock) => void;
}

interface Context {
  readonly form: PackageForm | null;
  readonly cao: PackageCao | null;
  /** Core's first message per field path. */
  readonly messages: ReadonlyMap<string, string>;
  /** After 'Volgende': a list's message shows too (a field's shows once the field was left). */
  readonly showAllErrors: boolean;
  readonly change: Change;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The first message of core's issues per field ('pension.franchise'). */
function messagesOf(issues: readonly StepIssue[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const found of issues)
    if (found.field !== undefined && !messages.has(found.field)) messages.set(found.field, found.message);
  return messages;
}

/** One input of core's description at `path`, with `label` as the terminal shows it. */
function inputField(context: Context, field: PackageFieldSpec, path: string, label: string): Field[] {
  const id = `package.${path}`;
  const error = context.messages.get(path) ?? null;
  const value = packageFormValue(context.form, path);
  const set = (next: PackageFormCell) => context.change((old) => setPackageFormValue(old, path, next));
  switch (field.kind) {
    case 'text':
    case 'decimal':
    case 'integer':
    case 'date':
    case 'words':
      return [
        {
          kind: 'text',
          id,
          label,
          value: typeof value === 'string' ? value : '',
          onChange: set,
          error,
          required: field.kind !== 'date' && field.kind !== 'words' && field.required,
          ...(field.kind === 'date' ? { placeholder: DATE_PLACEHOLDER } : {}),
          ...('hint' in field && field.hint !== undefined ? { hint: field.hint } : {}),
        },
      ];
    case 'boolean':
      // The tick stands before the label, so the label is not indented.
      return [
        { kind: 'checkbox', id, label: label.trimStart(), value: value === true, onChange: set, error },
      ];
    case 'choice':
      // A list to pick from (Enter): the longest options do not fit side by side in 80 columns.
      return [
        select<string | null>({
          id,
          label,
          value: typeof value === 'string' ? value : null,
          options: [...(field.required ? [] : [{ value: null, label: NO_CHOICE }]), ...field.options],
          onChange: set,
          error,
          required: field.required,
          placeholder: 'Kies',
        }),
      ];
    case 'list':
      return [];
  }
}

/** A list of a block: its lines (each field, then 'verwijderen'), core's message for the list, 'toevoegen'. */
function listFields(
  context: Context,
  spec: PackageBlockSpec,
  list: Extract<PackageFieldSpec, { kind: 'list' }>,
): Field[] {
  const path = `${spec.block}.${list.key}`;
  // Where lists of one block share the word for a line (leave's four lists of 'regel'), the list is named.
  const shared = spec.fields.filter((other) => other.kind === 'list' && other.line === list.line).length > 1;
  const line = (index: number) =>
    shared ? `${list.label}, ${list.line} ${index + 1}` : `${capitalised(list.line)} ${index + 1}`;
  const rows = context.form?.[spec.block]?.[list.key];
  const count = Array.isArray(rows) ? rows.length : 0;
  // A note has no focus column: four spaces stand it under the block's fields.
  const fields: Field[] = [note(`package.${path}`, `    ${list.label}${list.required ? ' *' : ''}`)];
  for (let index = 0; index < count; index += 1) {
    for (const inner of list.fields)
      fields.push(
        ...inputField(context, inner, `${path}.${index}.${inner.key}`, `    ${line(index)}, ${inner.label}`),
      );
    fields.push({
      kind: 'button',
      id: `package.${path}.${index}.remove`,
      label: `${line(index)} verwijderen`,
      onPress: () => context.change((old) => removePackageLine(old, spec.block, list.key, index)),
    });
  }
  const message = context.showAllErrors ? context.messages.get(path) : undefined;
  if (message !== undefined) fields.push(note(`package.${path}.error`, `    ${message}`, 'warning'));
  fields.push({
    kind: 'button',
    id: `package.${path}.add`,
    label: shared ? `${list.label}: ${list.line} toevoegen` : `${capitalised(list.line)} toevoegen`,
    onPress: () => context.change((old) => addPackageLine(old, spec.block, list.key)),
  });
  return fields;
}

/**
 * A block: its origin first, as a list to pick from ('Niet ingevuld' clears the block, which is then left out
 * of the save); once the block is opened its own fields, the validity and the note, with core's labels.
 */
function blockFieldsOf(context: Context, spec: PackageBlockSpec): Field[] {
  const path = `${spec.block}.origin`;
  const blockForm = context.form?.[spec.block];
  const origin = packageFormValue(context.form, path);
  const fields: Field[] = [
    // The block's name is in the label, so the field says what it is for when the heading has scrolled away.
    select<string | null>({
      id: `package.${path}`,
      label: `${spec.label}, ${PACKAGE_ORIGIN_FIELD.label.toLowerCase()}`,
      value: typeof origin === 'string' ? origin : null,
      options: [
        { value: null, label: NO_ORIGIN },
        ...(PACKAGE_ORIGIN_FIELD.kind === 'choice' ? PACKAGE_ORIGIN_FIELD.options : []),
      ],
      onChange: (next) =>
        context.change((old) =>
          next === null ? clearPackageBlock(old, spec.block) : setPackageFormValue(old, path, next),
        ),
      error: context.messages.get(path) ?? null,
      required: false,
    }),
  ];
  const againstCao =
    context.cao === null ? 'geen' : packageBlockCaoStatus(context.form, context.cao.cao, spec.block);
  if (againstCao !== 'geen') {
    const take = context.cao?.take;
    fields.push(
      note(
        `package.${spec.block}.cao`,
        `  ${PACKAGE_CAO_TEXTS.status[againstCao]}`,
        againstCao === 'gelijk' ? 'dim' : againstCao === 'afwijkend' ? 'warning' : undefined,
      ),
    );
    if (againstCao !== 'gelijk' && take !== undefined)
      fields.push({
        kind: 'button',
        id: `package.${spec.block}.take`,
        label: PACKAGE_CAO_TEXTS.takeFromCao(spec.label),
        onPress: () => take(spec.block),
      });
  }
  if (blockForm === undefined)
    return againstCao === 'leeg'
      ? fields
      : [
          ...fields,
          note(`package.${spec.block}.empty`, `  ${COMPLETENESS_STATUS_LABELS.nog_niet_ingevuld}`, 'dim'),
        ];
  for (const field of [...spec.fields, ...PACKAGE_COMMON_FIELDS])
    fields.push(
      ...(field.kind === 'list'
        ? listFields(context, spec, field)
        : inputField(context, field, `${spec.block}.${field.key}`, `  ${field.label}`)),
    );
  return fields;
}

/**
 * The section 'Gelijkwaardige beloning' of step 6: every block of core's PACKAGE_FORM_BLOCKS, in its order,
 * with the messages of core's packageFromForm (`issues`) under their fields; a list's message (no line yet
 * where one is needed) under the list once `showAllErrors` (after 'Volgende').
 */
export function packageFields(
  form: PackageForm | null,
  issues: readonly StepIssue[],
  change: Change,
  showAllErrors = false,
  cao: PackageCao | null = null,
): Field[] {
  const context: Context = { form, cao, messages: messagesOf(issues), change, showAllErrors };
  const caoBlocks =
    cao === null ? [] : PACKAGE_BLOCKS.filter((block) => cao.cao.equivalent_package?.[block] !== undefined);
  return [
    note('package', PACKAGE_SECTION_TITLE, 'heading'),
    note('package.hint', PACKAGE_SECTION_HINT, 'dim'),
    ...(cao === null || caoBlocks.length === 0
      ? []
      : [
          note(
            'package.cao',
            (cao.offered ? PACKAGE_CAO_TEXTS.offered : PACKAGE_CAO_TEXTS.kept)(
              cao.cao.full_name,
              caoBlocks.map((block) => PACKAGE_BLOCK_LABELS[block]),
            ),
          ),
        ]),
    ...PACKAGE_FORM_BLOCKS.flatMap((spec) => blockFieldsOf(context, spec)),
  ];
}

/** Step 8: every block of the package with its origin and what it holds, or 'nog niet ingevuld'. */
export function packageSummaryLines(pkg: EquivalentPackage | null): string[] {
  return [
    `${PACKAGE_SECTION_TITLE}:`,
    ...PACKAGE_BLOCKS.map((block) => {
      const value = pkg?.[block];
      const label = PACKAGE_BLOCK_LABELS[block];
      if (value === undefined) return `  ${label}: ${COMPLETENESS_STATUS_LABELS.nog_niet_ingevuld}`;
      return `  ${label} (${PACKAGE_ORIGIN_LABELS[value.origin]}): ${packageBlockSummary(block, value)}`;
    }),
  ];
}

/**
 * Step 8 of a scheme on a cao: core's packageCaoComparison under 'Vergeleken met de cao', per differing block
 * its kind, what the cao says and what the scheme holds; a sentence when none differs or the cao gives none.
 */
export function packageCaoComparisonLines(
  cao: CaoPackageSource,
  pkg: EquivalentPackage | null | undefined,
): string[] {
  const { caoHasPackage, differences } = packageCaoComparison(cao, pkg);
  const lines = [`${PACKAGE_CAO_TEXTS.comparisonTitle}:`];
  if (!caoHasPackage) lines.push(`  ${PACKAGE_CAO_TEXTS.caoHasNone(differences.length)}`);
  else if (differences.length === 0) lines.push(`  ${PACKAGE_CAO_TEXTS.sameAsCao}`);
  for (const difference of differences)
    lines.push(
      `  ${difference.label}: ${difference.kindLabel}`,
      `    ${PACKAGE_CAO_TEXTS.cao}: ${difference.cao}`,
      `    ${PACKAGE_CAO_TEXTS.scheme}: ${difference.scheme}`,
    );
  return lines;
}

/** Whether core offered the cao's blocks to this state (a new scheme on the cao). */
export const caoOffered = (state: WizardState, cao: CaoPackageSource) =>
  state.packageCaoOffer?.caoId === cao.id;
