/**
 * The fields a wizard step shows, as plain descriptions: the step builds them from its form and core's rules,
 * FormView draws them and handles the keys. Values are what the user types (decimal comma, DD-MM-JJJJ).
 */

/**
 * A change to a step's form as a function of the newest form: keys can arrive faster than React renders, so a
 * change never starts from the form of an old render (a value typed in another field would be lost).
 */
export type Update<T> = (update: (old: T) => T) => void;

export interface Option<V> {
  value: V;
  label: string;
}

interface FieldBase {
  /** Unique within the step; also the key of its error and of 'touched'. */
  id: string;
  label: string;
  /** The first Dutch message of core's rules for this field, or null; shown once the field was left. */
  error?: string | null;
  /** Shows the asterisk of a required field (core's isRequired). */
  required?: boolean;
  /** A line of help under the field. */
  hint?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A few answers side by side; ←/→ or space picks. */
export interface ChoiceField<V = unknown> extends FieldBase {
  kind: 'choice';
  value: V | null;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}

export interface CheckboxField extends FieldBase {
  kind: 'checkbox';
  value: boolean;
  onChange: (value: boolean) => void;
}

/** A long list (a cao, a salary table): Enter opens a list to filter by typing and pick with ↑/↓. */
export interface SelectField<V = unknown> extends FieldBase {
  kind: 'select';
  value: V | null;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
}

export interface ButtonField {
  kind: 'button';
  id: string;
  label: string;
  onPress: () => void;
  disabled?: boolean;
}

/** Text between the fields (a heading, an explanation, a read-only table); not focusable. */
export interface NoteField {
  kind: 'note';
  id: string;
  text: string;
  tone?: 'heading' | 'dim' | 'warning' | 'normal';
}

export type Field = TextField | ChoiceField | CheckboxField | SelectField | ButtonField | NoteField;

export type FocusableField = Exclude<Field, NoteField>;

export function isFocusable(field: Field): field is FocusableField {
  return field.kind !== 'note' && !(field.kind === 'button' && field.disabled === true);
}

/** Typed helpers keep each option list's value type while the field list holds them all. */
export function choice<V>(field: Omit<ChoiceField<V>, 'kind'>): Field {
  return { kind: 'choice', ...field } as unknown as Field;
}

export function select<V>(field: Omit<SelectField<V>, 'kind'>): Field {
  return { kind: 'select', ...field } as unknown as Field;
}

export function note(id: string, text: string, tone: NoteField['tone'] = 'normal'): Field {
  return { kind: 'note', id, text, tone };
}

/** The label of the option that holds `value`, or null. */
export function optionLabel<V>(options: readonly Option<V>[], value: V | null): string | null {
  return options.find((option) => option.value === value)?.label ?? null;
}
