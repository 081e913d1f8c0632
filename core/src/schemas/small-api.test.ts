import { describe, expect, it } from 'vitest';
import { handelsnaamQuerySchema, handelsnaamResponseSchema } from './handelsnaam-api.js';
import { supportMessageSchema } from './support-api.js';
import { fieldErrorsOf } from './test-examples.js';

describe('handelsnaamQuerySchema', () => {
  it('accepts a KVK number of 8 digits', () => {
    expect(handelsnaamQuerySchema.parse({ kvk_nr: '68750110' })).toEqual({ kvk_nr: '68750110' });
  });

  it('refuses more than 8 characters and a number that is not 8 digits', () => {
    expect(fieldErrorsOf(handelsnaamQuerySchema, { kvk_nr: '687501101' })).toEqual({
      kvk_nr: ['Maximaal 8 karakters'],
    });
    expect(fieldErrorsOf(handelsnaamQuerySchema, { kvk_nr: '6875011a' })).toEqual({
      kvk_nr: ['KVK nummer niet valide'],
    });
  });
});

describe('handelsnaamResponseSchema', () => {
  it('accepts an empty list and pairs of name and type', () => {
    expect(handelsnaamResponseSchema.parse([])).toEqual([]);
    expect(handelsnaamResponseSchema.parse([['Test BV Donald', 'hoofdvestiging']])).toEqual([
      ['Test BV Donald', 'hoofdvestiging'],
    ]);
    expect(handelsnaamResponseSchema.safeParse([['Test BV Donald']]).success).toBe(false);
  });
});

describe('supportMessageSchema', () => {
  it('accepts a title and a text', () => {
    const message = { title: 'Loontabel ontbreekt', text: 'De tabel van 1 juli 2025 staat er niet in.' };
    expect(supportMessageSchema.parse(message)).toEqual(message);
  });

  it("reports a blank title and a missing text as 'Veld is vereist'", () => {
    expect(fieldErrorsOf(supportMessageSchema, { title: '   ' })).toEqual({
      title: ['Veld is vereist'],
      text: ['Veld is vereist'],
    });
  });

  it('takes a title up to 200 and a text up to 5000 characters, and no other fields', () => {
    const longest = { title: 't'.repeat(200), text: 'x'.repeat(5000) };
    expect(supportMessageSchema.parse(longest)).toEqual(longest);
    expect(
      fieldErrorsOf(supportMessageSchema, {
        title: 't'.repeat(201),
        text: 'x'.repeat(5001),
        email: 'a@b.nl',
      }),
    ).toEqual({
      title: ['Maximaal 200 karakters'],
      text: ['Maximaal 5000 karakters'],
      email: ['Onbekend veld'],
    });
  });
});
