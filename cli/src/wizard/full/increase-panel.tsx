import { roundingDecimalsRuleSet, validateField } from '@beloning/core/rules';
import { normaliseDecimal } from '@beloning/core/format';
import type { IncreaseRounding, IncreaseStep, RoundingMode } from '@beloning/core/salary';
import type { INCREASE_TYPES } from '@beloning/core/schemas';
import { increaseDataSchema } from '@beloning/core/schemas';
import { Box } from 'ink';
import { useState } from 'react';
import { choice, note, type Field } from '../fields.js';
import { FormView } from '../form-view.js';
import { textField } from './step1-2.js';

/**
 * Step 4's bulk increase (SPEC.md 2.11 and 3, 'Increase data'): a percentage, a fixed amount or both (in
 * that order), the rounding (mathematical, up or down) and the decimals, for the shown table or all tables.
 * Core's increaseDataSchema and roundingDecimalsRuleSet check it; core's increaseFullTable does the maths.
 */

type Kinds = 'percentage' | 'amount' | 'both';
export type IncreaseScope = 'table' | 'all';

export interface IncreaseRequest {
  steps: IncreaseStep[];
  rounding: Required<IncreaseRounding>;
  scope: IncreaseScope;
}

export interface IncreasePanelProps {
  tableName: string;
  onApply: (request: IncreaseRequest) => void;
  onCancel: () => void;
  active: boolean;
}

interface Typed {
  kinds: Kinds;
  percentage: string;
  amount: string;
  round: RoundingMode;
  decimals: string;
  scope: IncreaseScope;
}

const KIND_LIST: Record<Kinds, (typeof INCREASE_TYPES)[number][]> = {
  percentage: ['percentage'],
  amount: ['amount'],
  both: ['percentage', 'amount'],
};

/** Core's messages for what was typed, by field; and the request when there are none. */
export function checkIncrease(typed: Typed): {
  errors: Record<string, string>;
  request: IncreaseRequest | null;
} {
  const errors: Record<string, string> = {};
  const decimalsError = validateField(roundingDecimalsRuleSet, typed.decimals, {});
  if (decimalsError !== null) errors.rounding_decimals = decimalsError;
  const decimals = Number(normaliseDecimal(typed.decimals) ?? '2');
  const parsed = increaseDataSchema.safeParse({
    increase: KIND_LIST[typed.kinds],
    increasePercentage: typed.percentage,
    increaseAmount: typed.amount,
    round: typed.round,
    rounding_decimals: decimals,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors, request: null };
  const steps = parsed.data.increase.map((type): IncreaseStep => ({
    type,
    value: type === 'percentage' ? parsed.data.increasePercentage : parsed.data.increaseAmount,
  }));
  return {
    errors,
    request: { steps, rounding: { mode: parsed.data.round, decimals }, scope: typed.scope },
  };
}

export function IncreasePanel({ tableName, onApply, onCancel, active }: IncreasePanelProps) {
  const [typed, setTyped] = useState<Typed>({
    kinds: 'percentage',
    percentage: '',
    amount: '',
    round: 'mathematical',
    decimals: '2',
    scope: 'table',
  });
  const [showAll, setShowAll] = useState(false);
  const { errors, request } = checkIncrease(typed);
  const set =
    <K extends keyof Typed>(key: K) =>
    (value: Typed[K]) =>
      setTyped((old) => ({ ...old, [key]: value }));
  const fields: Field[] = [
    note('increase-title', 'Lonen verhogen', 'heading'),
    choice<Kinds>({
      id: 'increase',
      label: 'Verhoging',
      value: typed.kinds,
      options: [
        { value: 'percentage', label: 'Percentage' },
        { value: 'amount', label: 'Vast bedrag' },
        { value: 'both', label: 'Percentage en bedrag' },
      ],
      onChange: set('kinds'),
      required: true,
    }),
  ];
  if (typed.kinds !== 'amount')
    fields.push(
      textField(
        'increasePercentage',
        'Percentage',
        typed.percentage,
        set('percentage'),
        errors.increasePercentage ?? null,
        true,
      ),
    );
  if (typed.kinds !== 'percentage')
    fields.push(
      textField('increaseAmount', 'Bedrag', typed.amount, set('amount'), errors.increaseAmount ?? null, true),
    );
  fields.push(
    choice<RoundingMode>({
      id: 'round',
      label: 'Afronden',
      value: typed.round,
      options: [
        { value: 'mathematical', label: 'Wiskundig' },
        { value: 'up', label: 'Omhoog' },
        { value: 'down', label: 'Omlaag' },
      ],
      onChange: set('round'),
      required: true,
    }),
    textField(
      'rounding_decimals',
      'Decimalen',
      typed.decimals,
      set('decimals'),
      errors.rounding_decimals ?? null,
      true,
    ),
    choice<IncreaseScope>({
      id: 'scope',
      label: 'Voor',
      value: typed.scope,
      options: [
        { value: 'table', label: `Loontabel ${tableName}` },
        { value: 'all', label: 'Alle loontabellen' },
      ],
      onChange: set('scope'),
    }),
    { kind: 'button', id: 'increase-cancel', label: 'Annuleren', onPress: onCancel },
    {
      kind: 'button',
      id: 'increase-apply',
      label: 'Verhogen',
      onPress: () => {
        setShowAll(true);
        if (request !== null) onApply(request);
      },
    },
  );
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <FormView fields={fields} showAllErrors={showAll} active={active} onEscape={onCancel} />
    </Box>
  );
}
