/**
 * A small validation engine (SPEC.md section 5): a rule looks at a field's value and the whole form and
 * returns a Dutch message or null; a rule set is the ordered rules of one field. The web runs a field's set on
 * blur and shows its first message; the server and the CLI run a whole form and report every failing field.
 */

/** Checks one value; `form` is the whole form (or list item) the value belongs to. Null means valid. */
export type Rule<F = unknown> = (value: unknown, form: F) => string | null;

/** The ordered rules of one field, and whether the field is required (the web shows an asterisk). */
export interface RuleSet<F = unknown> {
  readonly rules: readonly Rule<F>[];
  /** True, false, or for a field required only in some situations, a question about the form. */
  readonly required: boolean | ((form: F) => boolean);
}

/** The rule sets of a form, by field name. */
export type FormRuleSets<F> = { readonly [K in keyof F]?: RuleSet<F> };

/** The failing fields of a form, each with its messages; a valid form gives an empty object. */
export type FormErrors = Readonly<Record<string, readonly string[]>>;

const requiredRules = new WeakSet<object>();

/** Marks a rule as one that makes its field required; rule sets holding it report `isRequired`. */
export function markRequired<F>(rule: Rule<F>): Rule<F> {
  requiredRules.add(rule);
  return rule;
}

/** True when the rule was marked with `markRequired`. */
export function isRequiredRule(rule: Rule<never>): boolean {
  return requiredRules.has(rule);
}

/** A rule set of the given rules, in order; it is required when one of them is a required rule. */
export function ruleSet<F = unknown>(...rules: readonly Rule<F>[]): RuleSet<F> {
  return { rules, required: rules.some(isRequiredRule) };
}

/**
 * A rule set whose rules apply only while `condition` holds for the form (for example the year-end comment,
 * required only when there is a year-end bonus). While the condition does not hold, the field is valid and
 * not required.
 */
export function ruleSetWhen<F>(condition: (form: F) => boolean, set: RuleSet<F>): RuleSet<F> {
  return {
    rules: set.rules.map(
      (rule): Rule<F> =>
        (value, form) =>
          condition(form) ? rule(value, form) : null,
    ),
    required: (form) => condition(form) && isRequired(set, form),
  };
}

/** A rule that applies only while `condition` holds for the form; otherwise it passes. */
export function ruleWhen<F>(condition: (form: F) => boolean, rule: Rule<F>): Rule<F> {
  return (value, form) => (condition(form) ? rule(value, form) : null);
}

/**
 * Whether the field shows the required asterisk. A set that is required only in some situations needs the
 * form to answer; without it, it counts as not required.
 */
export function isRequired<F>(set: RuleSet<F>, form?: F): boolean {
  if (typeof set.required === 'boolean') return set.required;
  return form === undefined ? false : set.required(form);
}

/** The first message of the field's rules for this value, or null when the value passes them all. */
export function validateField<F>(
  set: RuleSet<F> | readonly Rule<F>[],
  value: unknown,
  form: F,
): string | null {
  const rules = isRuleList(set) ? set : set.rules;
  for (const rule of rules) {
    const message = rule(value, form);
    if (message !== null) return message;
  }
  return null;
}

/** Every distinct message of the field's rules for this value, in rule order. */
export function fieldMessages<F>(set: RuleSet<F>, value: unknown, form: F): string[] {
  const messages: string[] = [];
  for (const rule of set.rules) {
    const message = rule(value, form);
    if (message !== null && !messages.includes(message)) messages.push(message);
  }
  return messages;
}

/** Runs every field's rule set against the form; only failing fields appear, each with its messages. */
export function validateForm<F extends object>(ruleSets: FormRuleSets<F>, form: NoInfer<F>): FormErrors {
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(ruleSets) as (keyof F & string)[]) {
    const set = ruleSets[field];
    if (set === undefined) continue;
    const messages = fieldMessages(set, form[field], form);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

/**
 * Validates each item of a list with the same rule sets; fields are named `{path}.{index}.{field}`, as the
 * server names nested fields ('oneOffBonuses.0.description').
 */
export function validateItems<F extends object>(
  path: string,
  ruleSets: FormRuleSets<F>,
  items: readonly NoInfer<F>[],
): FormErrors {
  const errors: Record<string, readonly string[]> = {};
  items.forEach((item, index) => {
    for (const [field, messages] of Object.entries(validateForm(ruleSets, item))) {
      errors[`${path}.${index}.${field}`] = messages;
    }
  });
  return errors;
}

/** Combines the errors of several validations into one object (later fields win on a name clash). */
export function mergeErrors(...all: readonly FormErrors[]): FormErrors {
  return Object.assign({}, ...all) as FormErrors;
}

/** True when at least one field failed. */
export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

function isRuleList<F>(set: RuleSet<F> | readonly Rule<F>[]): set is readonly Rule<F>[] {
  return Array.isArray(set);
}
