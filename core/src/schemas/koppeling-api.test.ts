import { describe, expect, it } from 'vitest';
import { koppelingenRequestSchema, koppelingenResponseSchema } from './koppeling-api.js';
import { exampleKoppeling, fieldErrorsOf } from './test-examples.js';

describe('koppelingenRequestSchema', () => {
  const link = {
    kvk_nr: '68750110',
    handelsnaam: 'Test BV Donald',
    contact_email: 'planning@donald-uitzend.nl',
  };

  it('accepts links and keeps them connected unless disabled', () => {
    expect(
      koppelingenRequestSchema.parse({
        koppelingen: [
          link,
          { kvk_nr: '69599084', handelsnaam: 'Test EMZ', contact_email: 'a@b.nl', disabled: true },
        ],
      }),
    ).toEqual({
      koppelingen: [
        { ...link, disabled: false },
        { kvk_nr: '69599084', handelsnaam: 'Test EMZ', contact_email: 'a@b.nl', disabled: true },
      ],
    });
  });

  it("allows one link per agency: a repeated KVK number is 'Een koppeling per uitlener'", () => {
    expect(
      fieldErrorsOf(koppelingenRequestSchema, {
        koppelingen: [link, { ...link, contact_email: 'ander@donald-uitzend.nl' }],
      }),
    ).toEqual({
      'koppelingen.1.kvk_nr': ['Een koppeling per uitlener'],
    });
  });

  it('reports each bad field of a link at its place in the list', () => {
    expect(
      fieldErrorsOf(koppelingenRequestSchema, {
        koppelingen: [{ kvk_nr: '687501100', handelsnaam: '', contact_email: 'planning', active: true }],
      }),
    ).toEqual({
      'koppelingen.0.kvk_nr': ['Maximaal 8 karakters'],
      'koppelingen.0.handelsnaam': ['Veld is vereist'],
      'koppelingen.0.contact_email': ['Vul een geldig e-mail adres in'],
      'koppelingen.0.active': ['Onbekend veld'],
    });
    expect(fieldErrorsOf(koppelingenRequestSchema, {})).toEqual({ koppelingen: ['Veld is vereist'] });
  });
});

describe('koppelingenResponseSchema', () => {
  it('accepts the saved links', () => {
    expect(koppelingenResponseSchema.parse({ koppelingen: [exampleKoppeling()] })).toEqual({
      koppelingen: [exampleKoppeling()],
    });
    expect(koppelingenResponseSchema.safeParse([exampleKoppeling()]).success).toBe(false);
  });
});
