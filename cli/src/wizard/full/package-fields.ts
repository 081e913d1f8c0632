import {
  COMPLETENESS_STATUS_LABELS,
  LEAVE_PER,
  LEAVE_PER_LABELS,
  LEAVE_UNITS,
  LEAVE_UNIT_LABELS,
  PACKAGE_BLOCKS,
  PACKAGE_BLOCK_LABELS,
  PACKAGE_FIELD_LABELS,
  PACKAGE_ORIGINS,
  PACKAGE_ORIGIN_LABELS,
  packageBlockSummary,
  type EquivalentPackage,
  type PackageBlock,
  type PackageOrigin,
} from '@beloning/core/schemas';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { textField } from './step1-2.js';
import {
  EDITED_BLOCKS,
  LEAVE_LISTS,
  emptyLeaveLine,
  type EditedBlock,
  type LeaveList,
  type PackageErrors,
  type PackageForm,
} from './package-form.js';

/** The heading of the section in step 6. */
export const PACKAGE_SECTION_TITLE = 'Gelijkwaardige beloning';
/** Under the heading: what the section is for and that an empty block is saved as nothing. */
export const PACKAGE_SECTION_HINT =
  'Wat uw eigen personeel krijgt naast loon en toeslagen. Kies per onderdeel eerst de herkomst; een onderdeel zonder herkomst blijft leeg en wordt niet opgeslagen.';
/** A block the terminal wizard does not edit (it is kept as saved). */
export const NOT_IN_TERMINAL = 'wijzigen in het portaal; blijft zoals opgeslagen';

const L = PACKAGE_FIELD_LABELS;

interface Context {
  form: PackageForm;
  errors: PackageErrors;
  change: Update<PackageForm>;
}

const error = (context: Context, path: string) => context.errors.get(path) ?? null;

/** A text field of a block; its id is 'package.' and its path, its message core's for that path. */
function text(
  context: Context,
  path: string,
  label: string,
  value: string,
  set: (value: string) => void,
  required: boolean,
  placeholder?: string,
): Field {
  return textField(`package.${path}`, label, value, set, error(context, path), required, placeholder);
}

/** Changes one block's form. */
function changeBlock<B extends EditedBlock>(
  context: Context,
  block: B,
  change: (old: PackageForm[B]) => PackageForm[B],
) {
  context.change((form) => ({ ...form, [block]: change(form[block]) }));
}

/** A list-level message (no line left where one is required) as a warning under the list. */
function listError(context: Context, path: string): Field[] {
  const message = error(context, path);
  return message === null ? [] : [note(`package.${path}.error`, `    ${message}`, 'warning')];
}

function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

function replaceAt<T>(list: readonly T[], index: number, changes: Partial<T>): T[] {
  return list.map((old, at) => (at === index ? { ...old, ...changes } : old));
}

function sickPayFields(context: Context): Field[] {
  const form = context.form.sick_pay;
  const set = (change: (old: typeof form) => typeof form) => changeBlock(context, 'sick_pay', change);
  const fields: Field[] = [
    text(
      context,
      'sick_pay.waiting_days',
      `  ${L.waiting_days}`,
      form.waiting_days,
      (waiting_days) => set((old) => ({ ...old, waiting_days })),
      true,
    ),
    note('package.sick_pay.periods', `  ${L.periods}`),
  ];
  form.periods.forEach((period, index) => {
    const path = `sick_pay.periods.${index}`;
    fields.push(
      text(
        context,
        `${path}.from_month`,
        `    ${L.from_month}`,
        period.from_month,
        (from_month) => set((old) => ({ ...old, periods: replaceAt(old.periods, index, { from_month }) })),
        true,
      ),
      text(
        context,
        `${path}.percentage`,
        `    ${L.percentage}`,
        period.percentage,
        (percentage) => set((old) => ({ ...old, periods: replaceAt(old.periods, index, { percentage }) })),
        true,
      ),
      {
        kind: 'button',
        id: `package.${path}.remove`,
        label: 'Periode verwijderen',
        onPress: () => set((old) => ({ ...old, periods: removeAt(old.periods, index) })),
      },
    );
  });
  fields.push(...listError(context, 'sick_pay.periods'), {
    kind: 'button',
    id: 'package.sick_pay.periods.add',
    label: 'Periode toevoegen',
    onPress: () => set((old) => ({ ...old, periods: [...old.periods, { from_month: '', percentage: '' }] })),
  });
  return fields;
}

function leaveListFields(context: Context, list: LeaveList): Field[] {
  const lines = context.form.leave[list];
  const set = (change: (old: typeof lines) => typeof lines) =>
    changeBlock(context, 'leave', (old) => ({ ...old, [list]: change(old[list]) }));
  const fields: Field[] = [note(`package.leave.${list}`, `  ${L[list]}`)];
  lines.forEach((line, index) => {
    const path = `leave.${list}.${index}`;
    fields.push(
      text(
        context,
        `${path}.name`,
        `    ${L.name}`,
        line.name,
        (name) => set((old) => replaceAt(old, index, { name })),
        true,
      ),
      text(
        context,
        `${path}.amount`,
        `    ${L.amount}`,
        line.amount,
        (amount) => set((old) => replaceAt(old, index, { amount })),
        true,
      ),
      choice({
        id: `package.${path}.unit`,
        label: `    ${L.unit}`,
        value: line.unit,
        options: LEAVE_UNITS.map((unit) => ({ value: unit, label: LEAVE_UNIT_LABELS[unit] })),
        onChange: (unit) => set((old) => replaceAt(old, index, { unit })),
        required: true,
      }),
      choice({
        id: `package.${path}.per`,
        label: `    ${L.per}`,
        value: line.per,
        options: LEAVE_PER.map((per) => ({ value: per, label: LEAVE_PER_LABELS[per] })),
        onChange: (per) => set((old) => replaceAt(old, index, { per })),
        required: true,
      }),
      {
        kind: 'button',
        id: `package.${path}.remove`,
        label: 'Verwijderen',
        onPress: () => set((old) => removeAt(old, index)),
      },
    );
  });
  fields.push({
    kind: 'button',
    id: `package.leave.${list}.add`,
    label: `${L[list]} toevoegen`,
    onPress: () => set((old) => [...old, emptyLeaveLine()]),
  });
  return fields;
}

function leaveFields(context: Context): Field[] {
  const form = context.form.leave;
  return [
    ...LEAVE_LISTS.flatMap((list) => leaveListFields(context, list)),
    text(
      context,
      'leave.leave_day_value',
      `  ${L.leave_day_value}`,
      form.leave_day_value,
      (leave_day_value) => changeBlock(context, 'leave', (old) => ({ ...old, leave_day_value })),
      false,
    ),
  ];
}

function pensionFields(context: Context): Field[] {
  const form = context.form.pension;
  const set =
    (key: 'name' | 'employer_percentage' | 'employee_percentage' | 'franchise') => (value: string) =>
      changeBlock(context, 'pension', (old) => ({ ...old, [key]: value }));
  return [
    text(context, 'pension.name', `  ${L.fund}`, form.name, set('name'), true),
    text(
      context,
      'pension.employer_percentage',
      `  ${L.employer_percentage}`,
      form.employer_percentage,
      set('employer_percentage'),
      true,
    ),
    text(
      context,
      'pension.employee_percentage',
      `  ${L.employee_percentage}`,
      form.employee_percentage,
      set('employee_percentage'),
      true,
    ),
    text(context, 'pension.franchise', `  ${L.franchise}`, form.franchise, set('franchise'), false),
  ];
}

function ikbFields(context: Context): Field[] {
  const form = context.form.ikb;
  const set = (change: (old: typeof form) => typeof form) => changeBlock(context, 'ikb', change);
  const fields: Field[] = [note('package.ikb.parts', `  ${L.parts}`)];
  form.parts.forEach((part, index) => {
    const path = `ikb.parts.${index}`;
    fields.push(
      text(
        context,
        `${path}.name`,
        `    ${L.name}`,
        part.name,
        (name) => set((old) => ({ ...old, parts: replaceAt(old.parts, index, { name }) })),
        true,
      ),
      text(
        context,
        `${path}.percentage`,
        `    ${L.percentage}`,
        part.percentage,
        (percentage) => set((old) => ({ ...old, parts: replaceAt(old.parts, index, { percentage }) })),
        true,
      ),
      {
        kind: 'button',
        id: `package.${path}.remove`,
        label: 'Onderdeel verwijderen',
        onPress: () => set((old) => ({ ...old, parts: removeAt(old.parts, index) })),
      },
    );
  });
  fields.push(...listError(context, 'ikb.parts'), {
    kind: 'button',
    id: 'package.ikb.parts.add',
    label: 'Onderdeel toevoegen',
    onPress: () => set((old) => ({ ...old, parts: [...old.parts, { name: '', percentage: '' }] })),
  });
  fields.push(note('package.ikb.spending', `  ${L.spending}`));
  form.spending.forEach((item, index) => {
    const path = `ikb.spending.${index}`;
    fields.push(
      text(
        context,
        `${path}.description`,
        `    ${L.description}`,
        item.description,
        (description) =>
          set((old) => ({ ...old, spending: replaceAt(old.spending, index, { description }) })),
        true,
      ),
      {
        kind: 'button',
        id: `package.${path}.remove`,
        label: 'Verwijderen',
        onPress: () => set((old) => ({ ...old, spending: removeAt(old.spending, index) })),
      },
    );
  });
  fields.push({
    kind: 'button',
    id: 'package.ikb.spending.add',
    label: 'Bestedingsmogelijkheid toevoegen',
    onPress: () => set((old) => ({ ...old, spending: [...old.spending, { description: '' }] })),
  });
  return fields;
}

const BLOCK_FIELDS: Record<EditedBlock, (context: Context) => Field[]> = {
  sick_pay: sickPayFields,
  leave: leaveFields,
  pension: pensionFields,
  ikb: ikbFields,
};

/** The dates and the note every block has, after its own fields. */
function baseFields(context: Context, block: EditedBlock): Field[] {
  const form = context.form[block];
  const set = (key: 'start_date' | 'end_date' | 'description') => (value: string) =>
    changeBlock(context, block, (old) => ({ ...old, [key]: value }));
  return [
    text(
      context,
      `${block}.start_date`,
      `  ${L.start_date}`,
      form.start_date,
      set('start_date'),
      false,
      'DD-MM-JJJJ',
    ),
    text(
      context,
      `${block}.end_date`,
      `  ${L.end_date}`,
      form.end_date,
      set('end_date'),
      false,
      'DD-MM-JJJJ',
    ),
    text(context, `${block}.description`, `  ${L.description}`, form.description, set('description'), false),
  ];
}

function editedBlockFields(context: Context, block: EditedBlock): Field[] {
  const origin = context.form[block].origin;
  // The block's name is in the label, so the field says what it is for when the heading has scrolled away.
  const fields: Field[] = [
    // A list, not answers side by side: the cao's longest label would not fit an 80-column terminal.
    select<PackageOrigin | null>({
      id: `package.${block}.origin`,
      label: `${PACKAGE_BLOCK_LABELS[block]}, ${L.origin.toLowerCase()}`,
      value: origin,
      options: [
        { value: null, label: 'Niet ingevuld' },
        ...PACKAGE_ORIGINS.map((value) => ({ value, label: PACKAGE_ORIGIN_LABELS[value] })),
      ],
      onChange: (next) => changeBlock(context, block, (old) => ({ ...old, origin: next })),
    }),
  ];
  if (origin === null)
    return [
      ...fields,
      note(`package.${block}.empty`, `  ${COMPLETENESS_STATUS_LABELS.nog_niet_ingevuld}`, 'dim'),
    ];
  return [...fields, ...BLOCK_FIELDS[block](context), ...baseFields(context, block)];
}

/** A block the terminal does not edit: what it holds, or 'nog niet ingevuld'. */
function keptBlockLine(pkg: EquivalentPackage, block: PackageBlock): string {
  const value = pkg[block];
  const label = PACKAGE_BLOCK_LABELS[block];
  if (value === undefined) return `${label}: ${COMPLETENESS_STATUS_LABELS.nog_niet_ingevuld}`;
  return `${label}: ${PACKAGE_ORIGIN_LABELS[value.origin]}; ${packageBlockSummary(block, value)} (${NOT_IN_TERMINAL})`;
}

/**
 * The section 'Gelijkwaardige beloning' of step 6: per block its origin first ('Niet ingevuld' leaves it
 * out), then its fields with core's labels and messages; the blocks the terminal does not edit as lines.
 */
export function packageFields(
  form: PackageForm,
  errors: PackageErrors,
  change: Update<PackageForm>,
): Field[] {
  const context: Context = { form, errors, change };
  const edited = new Set<PackageBlock>(EDITED_BLOCKS);
  return [
    note('package', PACKAGE_SECTION_TITLE, 'heading'),
    note('package.hint', PACKAGE_SECTION_HINT, 'dim'),
    ...EDITED_BLOCKS.flatMap((block) => editedBlockFields(context, block)),
    ...PACKAGE_BLOCKS.filter((block) => !edited.has(block)).map((block) =>
      note(`package.${block}.kept`, keptBlockLine(form.kept, block), 'dim'),
    ),
  ];
}

/** The label of the field at a path of core's schema (the pension's 'name' is its fund). */
function fieldLabel(block: EditedBlock, path: readonly string[]): string {
  const key = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
  if (block === 'pension' && key === 'name') return L.fund;
  return key in L ? L[key as keyof typeof L] : key;
}

/** The step errors of a refused package: '{block}, {field}: {message}', in the order of the fields. */
export function packageErrorLines(errors: PackageErrors): string[] {
  return [...errors].map(([path, message]) => {
    const [block, ...rest] = path.split('.') as [EditedBlock, ...string[]];
    return `${PACKAGE_SECTION_TITLE}, ${PACKAGE_BLOCK_LABELS[block]}, ${fieldLabel(block, rest)}: ${message}`;
  });
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
