import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, normaliseErrorBody } from './api-error.js';

describe('normaliseErrorBody', () => {
  it('keeps a field-error body and fills in a missing half', () => {
    expect(normaliseErrorBody({ errors: { email: ['Veld is vereist'] } })).toEqual({
      errors: { email: ['Veld is vereist'] },
      non_field_errors: [],
    });
    expect(normaliseErrorBody({ non_field_errors: ['Onjuiste gegevens'] })).toEqual({
      errors: {},
      non_field_errors: ['Onjuiste gegevens'],
    });
  });

  it('turns a lone message into a list and drops what is not a message', () => {
    expect(normaliseErrorBody({ errors: { email: 'Veld is vereist', kvk_nr: [1, null], x: {} } })).toEqual({
      errors: { email: ['Veld is vereist'] },
      non_field_errors: [],
    });
  });

  it('keeps a detail body', () => {
    expect(normaliseErrorBody({ detail: 'Niet gevonden.' })).toEqual({ detail: 'Niet gevonden.' });
  });

  it('gives null for anything else', () => {
    expect(normaliseErrorBody(undefined)).toBeNull();
    expect(normaliseErrorBody('<html>')).toBeNull();
    expect(normaliseErrorBody(['a'])).toBeNull();
    expect(normaliseErrorBody({ detail: 5 })).toBeNull();
  });
});

describe('ApiError', () => {
  it('describes itself with the first message', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      raw: { errors: { email: ['Veld is vereist'] } },
    });
    expect(error.message).toBe('HTTP 400: Veld is vereist');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('has no body for a network failure', () => {
    const error = new ApiError({ kind: 'network', status: 0, raw: { detail: 'genegeerd' } });
    expect(error.body).toBeNull();
    expect(error.fieldErrors).toEqual({});
    expect(error.nonFieldErrors).toEqual([]);
    expect(error.detail).toBeNull();
  });
});
