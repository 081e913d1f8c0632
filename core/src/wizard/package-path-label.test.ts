import { describe, expect, it } from 'vitest';
import { emptyBlockForm, packageFromForm } from './package-form.js';
import { packagePathLabel } from './package-form.js';

describe('packagePathLabel', () => {
  it('names a place in the package in the words of the form, lines counted from 1', () => {
    expect(packagePathLabel(['leave', 'extra_leave', 0, 'amount'])).toBe(
      'Verlof, Extra verlof regel 1, Hoeveelheid',
    );
    expect(packagePathLabel(['pension', 'employer_percentage'])).toBe('Pensioen, Premie werkgever (%)');
    expect(packagePathLabel(['base_definitions', 'bases', 1, 'allowances'])).toBe(
      'Grondslagen, Grondslagen grondslag 2, Deze toeslagen',
    );
    expect(packagePathLabel(['sick_pay'])).toBe('Loondoorbetaling bij ziekte');
  });

  it('shows a part the package does not know as it is, never a wrong label', () => {
    expect(packagePathLabel(['pension', 'fund'])).toBe('Pensioen, veld fund');
    expect(packagePathLabel(['dertiende_maand', 'amount'])).toBe('veld dertiende_maand.amount');
    expect(packagePathLabel([])).toBe('');
  });

  it('gives the same words as the issues of the wizard form', () => {
    const { issues } = packageFromForm({
      pension: { ...emptyBlockForm('pension'), origin: 'cao', employer_percentage: '120' },
      sick_pay: {
        ...emptyBlockForm('sick_pay'),
        origin: 'cao',
        waiting_days: '0',
        periods: [
          { from_month: '1', percentage: '100' },
          { from_month: '1', percentage: '170' },
        ],
      },
    });
    expect(issues.length).toBeGreaterThanOrEqual(3);
    for (const found of issues) {
      const path = (found.field ?? '').split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      expect(packagePathLabel(path), found.field).toBe(found.label);
    }
  });
});
