import { describe, expect, it } from 'vitest';
import { changedValues, type DialogField } from './field-dialog';

const PAYSCALES: Record<string, string[]> = { null: ['A', 'B', 'C'], '18': ['A', 'B'] };

const fields: DialogField[] = [
  {
    name: 'age',
    label: 'Leeftijd',
    options: [
      ['null', 'Alle leeftijden'],
      ['18', '18 jaar'],
    ],
  },
  {
    name: 'payscale',
    label: 'Schaal',
    options: (values) => (PAYSCALES[values.age ?? ''] ?? []).map((key) => [key, key] as const),
  },
  { name: 'value', label: 'Loon' },
];

describe("the 'add periodical' dialog's values", () => {
  it('keeps the chosen payscale when the other age has it too', () => {
    expect(changedValues(fields, { age: 'null', payscale: 'B', value: '' }, 'age', '18')).toEqual({
      age: '18',
      payscale: 'B',
      value: '',
    });
  });

  it('takes the first payscale of the chosen age when that age lacks the chosen one', () => {
    expect(changedValues(fields, { age: 'null', payscale: 'C', value: '12' }, 'age', '18')).toEqual({
      age: '18',
      payscale: 'A',
      value: '12',
    });
  });
});
