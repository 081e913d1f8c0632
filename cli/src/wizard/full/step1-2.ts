import type { CaoOption } from '@beloning/core/api';
import { step1RuleSets, validateForm, validateStep2 } from '@beloning/core/rules';
import type { Step1Form, Step2Form } from '@beloning/core/schemas';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';
import { EMPLOYERS_ORGANISATION_HINT } from '../texts.js';

export interface NavActions {
  previous?: () => void;
  next: () => void;
}

function navButtons(actions: NavActions, nextLabel = 'Volgende'): Field[] {
  return [
    ...(actions.previous === undefined
      ? []
      : [{ kind: 'button' as const, id: 'previous', label: 'Vorige', onPress: actions.previous }]),
    { kind: 'button', id: 'next', label: nextLabel, onPress: actions.next },
  ];
}
export { navButtons };

/** Step 1 'Beloningsregeling': own scheme (0) or a cao with own additions (1), and membership. */
export function step1Fields(
  form: Step1Form,
  actions: NavActions & { setUsesCao: (usesCao: 0 | 1) => void; setMember: (member: boolean) => void },
): Field[] {
  const errors = validateForm(step1RuleSets, form);
  const fields: Field[] = [
    choice<0 | 1>({
      id: 'usesCao',
      label: 'Beloningsregeling',
      value: form.usesCao,
      options: [
        { value: 1, label: 'Cao met eigen aanvullingen' },
        { value: 0, label: 'Eigen beloningsregeling' },
      ],
      onChange: actions.setUsesCao,
      error: firstError(errors, 'usesCao'),
      required: true,
    }),
  ];
  if (form.usesCao === 1) {
    fields.push({
      kind: 'checkbox',
      id: 'withEmployersOrganisation',
      label: 'Wij zijn aangesloten bij een werkgeversorganisatie',
      value: form.withEmployersOrganisation,
      onChange: actions.setMember,
      hint: EMPLOYERS_ORGANISATION_HINT,
    });
  }
  return [...fields, ...navButtons(actions)];
}

export interface Step2Input {
  form: Step2Form;
  usesCao: boolean;
  caoOptions: readonly CaoOption[];
  /** The chosen cao's values, which raise the minimums. */
  cao: CaoOption | null;
}

function text(
  id: string,
  label: string,
  value: string,
  onChange: (value: string) => void,
  error: string | null,
  required: boolean,
  placeholder?: string,
): Field {
  return {
    kind: 'text',
    id,
    label,
    value,
    onChange,
    error,
    required,
    ...(placeholder === undefined ? {} : { placeholder }),
  };
}
export { text as textField };

/** Step 2 'Cao': the cao and the deviations, with core's minimums (the cao's values when higher). */
export function step2Fields(
  { form, usesCao, caoOptions, cao }: Step2Input,
  actions: NavActions & { change: Update<Step2Form>; chooseCao: (caoId: number) => void },
): Field[] {
  const context = { cao, usesCao };
  const errors = validateStep2(form, context);
  const set =
    <K extends keyof Step2Form>(key: K) =>
    (value: Step2Form[K]) =>
      actions.change((form) => ({ ...form, [key]: value }));
  const fields: Field[] = [];
  if (usesCao) {
    fields.push(
      select<number>({
        id: 'caoId',
        label: 'Cao',
        value: form.caoId,
        options: caoOptions.map((option) => ({ value: option.cao_id, label: option.full_name })),
        onChange: actions.chooseCao,
        error: firstError(errors, 'caoId'),
        required: true,
      }),
    );
  }
  fields.push(
    text(
      'startDate',
      'Startdatum',
      form.startDate,
      set('startDate'),
      firstError(errors, 'startDate'),
      true,
      'DD-MM-JJJJ',
    ),
    text(
      'endDate',
      'Einddatum',
      form.endDate,
      set('endDate'),
      firstError(errors, 'endDate'),
      true,
      'DD-MM-JJJJ',
    ),
    choice({
      id: 'vacationType',
      label: 'Vakantie',
      value: form.vacationType,
      options: [
        { value: 'days_per_year' as const, label: 'Dagen per jaar' },
        { value: 'hours_per_year' as const, label: 'Uren per jaar' },
      ],
      onChange: set('vacationType'),
      required: true,
    }),
    text(
      'vacationAmount',
      'Aantal',
      form.vacationAmount,
      set('vacationAmount'),
      firstError(errors, 'vacationAmount'),
      true,
    ),
    text(
      'vacationAllowance',
      'Vakantietoeslag %',
      form.vacationAllowance,
      set('vacationAllowance'),
      firstError(errors, 'vacationAllowance'),
      true,
    ),
    choice({
      id: 'yearEndBonusType',
      label: 'Eindejaarsuitkering',
      value: form.yearEndBonusType,
      options: [
        { value: 'Geen' as const, label: 'Geen' },
        { value: 'percentage' as const, label: 'Percentage' },
        { value: 'amount' as const, label: 'Bedrag' },
      ],
      onChange: set('yearEndBonusType'),
      required: true,
    }),
  );
  if (form.yearEndBonusType !== 'Geen') {
    fields.push(
      text(
        'yearEndBonusAmount',
        form.yearEndBonusType === 'percentage' ? 'Percentage' : 'Bedrag',
        form.yearEndBonusAmount,
        set('yearEndBonusAmount'),
        firstError(errors, 'yearEndBonusAmount'),
        true,
      ),
      text(
        'yearEndBonusComment',
        'Omschrijving',
        form.yearEndBonusComment,
        set('yearEndBonusComment'),
        firstError(errors, 'yearEndBonusComment'),
        true,
      ),
    );
  }
  form.oneOffBonuses.forEach((bonus, index) => {
    const path = `oneOffBonuses.${index}`;
    const setBonus = (changes: Partial<typeof bonus>) =>
      actions.change((form) => ({
        ...form,
        oneOffBonuses: form.oneOffBonuses.map((old, at) => (at === index ? { ...old, ...changes } : old)),
      }));
    fields.push(
      note(`${path}.heading`, `Eenmalige uitkering ${index + 1}`, 'heading'),
      text(
        `${path}.bonusDate`,
        'Datum',
        bonus.bonusDate,
        (bonusDate) => setBonus({ bonusDate }),
        firstError(errors, `${path}.bonusDate`),
        true,
        'DD-MM-JJJJ',
      ),
      choice({
        id: `${path}.bonusType`,
        label: 'Soort',
        value: bonus.bonusType,
        options: [
          { value: 'percentage' as const, label: 'Percentage' },
          { value: 'amount' as const, label: 'Bedrag' },
        ],
        onChange: (bonusType) => setBonus({ bonusType }),
        required: true,
      }),
      text(
        `${path}.amount`,
        'Hoogte',
        bonus.amount,
        (amount) => setBonus({ amount }),
        firstError(errors, `${path}.amount`),
        true,
      ),
      text(
        `${path}.description`,
        'Omschrijving',
        bonus.description,
        (description) => setBonus({ description }),
        firstError(errors, `${path}.description`),
        true,
      ),
      {
        kind: 'button',
        id: `${path}.remove`,
        label: 'Verwijderen',
        onPress: () =>
          actions.change((form) => ({
            ...form,
            oneOffBonuses: form.oneOffBonuses.filter((_, at) => at !== index),
          })),
      },
    );
  });
  fields.push({
    kind: 'button',
    id: 'add-bonus',
    label: 'Eenmalige uitkering toevoegen',
    onPress: () =>
      actions.change((form) => ({
        ...form,
        oneOffBonuses: [
          ...form.oneOffBonuses,
          { description: '', bonusDate: '', bonusType: 'percentage', amount: '' },
        ],
      })),
  });
  return [...fields, ...navButtons(actions)];
}
