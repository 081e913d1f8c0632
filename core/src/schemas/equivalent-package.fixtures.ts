import type { EquivalentPackage } from './equivalent-package.js';

/**
 * A package with every block filled in, as a hirer might send it; shared by the tests of core, the server
 * and the CLI. The values are an example, not a cao's.
 */
export function examplePackage(): EquivalentPackage {
  return {
    sick_pay: {
      origin: 'cao',
      waiting_days: 1,
      periods: [
        { from_month: 1, percentage: '100' },
        { from_month: 13, percentage: '70' },
      ],
      description: 'Aanvulling tot 100 % in het eerste ziektejaar',
    },
    leave: {
      origin: 'cao_avv',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      public_holidays: [{ name: 'Feestdagen', amount: '3', unit: 'dagen', per: 'jaar' }],
      special_leave: [{ name: 'Huwelijk', amount: '2', unit: 'dagen', per: 'keer' }],
      parental_leave: [{ name: 'Aanvullend geboorteverlof', amount: '16', unit: 'uren', per: 'keer' }],
      extra_leave: [{ name: 'Verjaardag', amount: '1', unit: 'dagen', per: 'jaar' }],
      leave_day_value: '100',
    },
    pension: {
      origin: 'eigen',
      name: 'Pensioenfonds Schoonmaak (PFS)',
      employer_percentage: '15.9',
      employee_percentage: '7.5',
      franchise: '18475',
    },
    ikb: {
      origin: 'eigen',
      parts: [
        { name: 'Vakantietoeslag', percentage: '8' },
        { name: 'Eindejaarsuitkering', percentage: '5' },
      ],
      spending: [
        { description: 'Uitbetalen in een maand naar keuze' },
        { description: 'Extra verlof kopen' },
      ],
    },
    sustainable_employability: {
      origin: 'eigen',
      items: [
        { type: 'opleiding', name: 'Vakopleiding schoonmaak', amount: '500', unit: 'euro', per: 'jaar' },
        { type: 'vitaliteitsbudget', name: 'Sportabonnement', amount: '25', unit: 'euro', per: 'maand' },
      ],
    },
    supplementary: {
      origin: 'cao',
      items: [
        { type: 'paww', description: 'Private aanvulling WW', percentage: '0.2', paid_by: 'werknemer' },
        { type: 'generatiepact', description: '80-90-100 vanaf 60 jaar', percentage: null, paid_by: null },
      ],
    },
    other: {
      origin: 'eigen',
      items: [
        { type: 'personeelskorting', name: 'Korting in de winkel', amount: '10', unit: 'procent', per: null },
        { type: 'tijd_voor_tijd', name: 'Overuren als vrije tijd', amount: null, unit: null, per: null },
      ],
    },
    base_definitions: {
      origin: 'eigen',
      bases: [
        {
          base: 'basisloon',
          wage: true,
          holiday_allowance: false,
          leave_days: false,
          all_allowances: false,
          allowances: ['TU01'],
        },
      ],
    },
  };
}
