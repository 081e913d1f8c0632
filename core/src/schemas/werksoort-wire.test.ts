import { describe, expect, it } from 'vitest';
import type { Werksoort } from './cao.js';
import { werksoortSchema } from './cao.js';
import type { Step6Form } from './forms.js';
import { emptyStep6Form } from '../werksoorten/answers.js';
import { step6FormToWerksoorten, werksoortenToStep6Form, werksoortFormPaths } from './werksoort-wire.js';
import { SchemePayloadError } from './scheme-payload-error.js';

const wire = (name: string, overrides: Partial<Werksoort> = {}): Werksoort => ({
  name,
  amount: null,
  start_date: null,
  end_date: null,
  description: '',
  type: 'percentage',
  comment: '',
  ...overrides,
});

const form: Step6Form = {
  ...emptyStep6Form(),
  bonusCombination: 'highest',
  werksoorten: {
    OV: [
      { name: 'OV01', startDate: '01-01-2025', comment: 'Na 38 uur', amount: '25', description: 'Overwerk' },
      { name: 'OV01', startDate: '1-7-2025', comment: '', amount: '27,5', description: 'Overwerk' },
    ],
    TWV: [{ name: 'TWV01', startDate: '', comment: '', amount: '2,40', description: 'Per thuiswerkdag' }],
    TU: [],
  },
  singleWerksoorten: { RU: { comment: 'Reisuren worden betaald' }, OW: null },
};

describe('step6FormToWerksoorten', () => {
  it('sends multi-entry groups with ISO dates, dot decimals and the group type', () => {
    const list = step6FormToWerksoorten(form);
    expect(list[0]).toEqual({
      name: 'OV01',
      amount: '25',
      start_date: '2025-01-01',
      end_date: null,
      description: 'Overwerk',
      type: 'percentage',
      comment: 'Na 38 uur',
    });
    expect(list[1]).toMatchObject({ name: 'OV01', amount: '27.5', start_date: '2025-07-01' });
    expect(list[2]).toMatchObject({ name: 'TWV01', amount: '2.40', start_date: null, type: 'bedrag' });
  });
  it('sends single-entry groups answered Yes by their code with the comment only', () => {
    const list = step6FormToWerksoorten(form);
    expect(list.slice(3)).toEqual([wire('RU', { comment: 'Reisuren worden betaald' })]);
  });
  it('leaves out groups answered No or not answered', () => {
    const names = step6FormToWerksoorten(form).map((werksoort) => werksoort.name);
    expect(names).not.toContain('OW');
    expect(names.some((name) => name.startsWith('TU'))).toBe(false);
  });
  it('turns an empty amount and an invalid date into null, and sends an amount that is no number as typed', () => {
    const bad = (amount: string): Step6Form => ({
      ...emptyStep6Form(),
      werksoorten: {
        PT: [{ name: 'PT01', startDate: '31-02-2025', comment: '', amount, description: '' }],
      },
    });
    expect(step6FormToWerksoorten(bad(''))[0]).toMatchObject({ amount: null, start_date: null });
    expect(step6FormToWerksoorten(bad('veel'))[0]).toMatchObject({ amount: 'veel' });
  });
  it('never sends an amount that reads two ways: 1.250 is refused, 0.125 and 1,250 are read', () => {
    const form = (amount: string): Step6Form => ({
      ...emptyStep6Form(),
      werksoorten: { PT: [{ name: 'PT01', startDate: '', comment: '', amount, description: '' }] },
    });
    expect(() => step6FormToWerksoorten(form('1.250'))).toThrow(
      new SchemePayloadError(
        'ambiguous_number',
        '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250',
      ),
    );
    expect(step6FormToWerksoorten(form('0.125'))[0]?.amount).toBe('0.125');
    expect(step6FormToWerksoorten(form('1,250'))[0]?.amount).toBe('1.250');
  });
  it('produces werksoorten that pass the wire schema', () => {
    for (const werksoort of step6FormToWerksoorten(form)) {
      expect(werksoortSchema.safeParse(werksoort).success).toBe(true);
    }
  });
  it('sends nothing for an empty form', () => {
    expect(step6FormToWerksoorten(emptyStep6Form())).toEqual([]);
  });
});

describe('werksoortenToStep6Form', () => {
  it('places werksoorten in their group with Dutch dates and decimal commas', () => {
    const result = werksoortenToStep6Form([
      wire('TWV01', { amount: '2.40', type: 'bedrag', start_date: '2025-01-01', description: 'Thuiswerk' }),
      wire('TU01', { amount: '50', comment: 'Zaterdag' }),
    ]);
    expect(result.werksoorten.TWV).toEqual([
      { name: 'TWV01', startDate: '01-01-2025', comment: '', amount: '2,40', description: 'Thuiswerk' },
    ]);
    expect(result.werksoorten.TU).toEqual([
      { name: 'TU01', startDate: '', comment: 'Zaterdag', amount: '50', description: '' },
    ]);
  });
  it('answers No for every group without werksoorten', () => {
    const result = werksoortenToStep6Form([]);
    expect(result.werksoorten).toEqual({ OV: [], TU: [], PT: [], RV: [], TWV: [] });
    expect(result.singleWerksoorten).toEqual({ RU: null, OW: null, IC: null, BT: null, BS: null, ETC: null });
    expect(result.unplaced).toEqual([]);
  });
  it('keeps the first entry of a single-entry group and reports the rest as unplaced', () => {
    const extra = wire('BS02', { comment: 'Tweede' });
    const result = werksoortenToStep6Form([wire('BS01', { comment: 'Kerstsluiting' }), extra]);
    expect(result.singleWerksoorten.BS).toEqual({ comment: 'Kerstsluiting' });
    expect(result.unplaced).toEqual([extra]);
  });
  it('reports werksoorten without a known code as unplaced', () => {
    const unknown = wire('ZZ01');
    expect(werksoortenToStep6Form([unknown]).unplaced).toEqual([unknown]);
  });
  it('gives back the same werksoorten after a round trip through the form', () => {
    const list = step6FormToWerksoorten(form);
    const back = werksoortenToStep6Form(list);
    expect(step6FormToWerksoorten({ ...form, ...back })).toEqual(list);
  });
});

describe('werksoortFormPaths', () => {
  it('names, for each werksoort sent and in the same order, where it is in the form', () => {
    const form: Step6Form = {
      ...emptyStep6Form(),
      werksoorten: {
        PT: [{ name: 'PT01', startDate: '', comment: '', amount: '10', description: '' }],
        OV: [
          { name: 'OV01', startDate: '', comment: '', amount: '25', description: '' },
          { name: 'OV02', startDate: '', comment: '', amount: '50', description: '' },
        ],
      },
      singleWerksoorten: { ...emptyStep6Form().singleWerksoorten, RU: { comment: 'Reisuren' }, OW: null },
    };
    const sent = step6FormToWerksoorten(form).map((werksoort) => werksoort.name);
    const paths = werksoortFormPaths(form);
    expect(paths).toHaveLength(sent.length);
    expect(paths).toEqual([
      'werksoorten.OV.0',
      'werksoorten.OV.1',
      'werksoorten.PT.0',
      'singleWerksoorten.RU',
    ]);
    expect(sent).toEqual(['OV01', 'OV02', 'PT01', 'RU']);
  });
});

describe('the periods and unit of a werksoort through the step-6 form', () => {
  it('are carried unchanged from the wire into the form and back, so an edit does not lose them', () => {
    const night = wire('TU01', {
      amount: '30',
      description: 'Nacht',
      comment: 'Op werkdagen',
      periods: [{ weekdays: ['maandag', 'vrijdag'], from: '21:00', to: '05:00' }],
    });
    const travel = wire('RV01', { amount: '0.23', type: 'bedrag', comment: 'Woon-werk', per: 'km' });
    const plain = wire('OV01', { amount: '25', comment: 'Na 38 uur' });
    const read = werksoortenToStep6Form([night, travel, plain]);
    expect(read.werksoorten.TU?.[0]?.periods).toEqual(night.periods);
    expect(read.werksoorten.RV?.[0]?.per).toBe('km');
    const sent = step6FormToWerksoorten({ ...emptyStep6Form(), ...read });
    expect(sent.find((entry) => entry.name === 'TU01')).toEqual(night);
    expect(sent.find((entry) => entry.name === 'RV01')).toEqual(travel);
    // A werksoort without them gets none (no empty list, no undefined key).
    expect(Object.keys(sent.find((entry) => entry.name === 'OV01') ?? {})).not.toContain('periods');
  });
});
