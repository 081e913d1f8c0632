import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { formMessagesFromError, loadFailureMessage } from './form-messages.js';
import { saveFailureLines } from './save-failure.js';
import { SchemePayloadError } from '../schemas/scheme-payload-error.js';

const SUPPORT = 'support@beloning.test';

function httpError(status: number, raw: unknown): ApiError {
  return new ApiError({ kind: 'http', status, raw });
}

describe('formMessagesFromError', () => {
  it('shows field errors together with the non-field errors', () => {
    const error = httpError(400, {
      errors: { email: ['Vul een geldig e-mail adres in'], kvk_nr: ['KVK nummer niet valide'] },
      non_field_errors: ['Controleer de gegevens'],
    });
    expect(formMessagesFromError(error, SUPPORT)).toEqual({
      fields: { email: ['Vul een geldig e-mail adres in'], kvk_nr: ['KVK nummer niet valide'] },
      nonField: ['Controleer de gegevens'],
    });
  });

  it('shows only the non-field errors when no field has one', () => {
    const error = httpError(400, { errors: {}, non_field_errors: ['Onjuiste gebruikersnaam of wachtwoord'] });
    expect(formMessagesFromError(error, SUPPORT)).toEqual({
      fields: {},
      nonField: ['Onjuiste gebruikersnaam of wachtwoord'],
    });
  });

  it('falls back to the support message for an empty 400', () => {
    expect(formMessagesFromError(httpError(400, { errors: {}, non_field_errors: [] }), SUPPORT)).toEqual({
      fields: {},
      nonField: ['Er is iets mis gegaan. Neem contact op met support@beloning.test'],
    });
  });

  it('falls back to the support message for a detail answer, a network failure or another error', () => {
    const expected = { fields: {}, nonField: ['Er is iets mis gegaan. Neem contact op met helpdesk@x.nl'] };
    expect(
      formMessagesFromError(httpError(500, { detail: 'Er is iets mis gegaan.' }), 'helpdesk@x.nl'),
    ).toEqual(expected);
    expect(
      formMessagesFromError(new ApiError({ kind: 'network', status: 0, raw: null }), 'helpdesk@x.nl'),
    ).toEqual(expected);
    expect(formMessagesFromError(new TypeError('x is undefined'), 'helpdesk@x.nl')).toEqual(expected);
  });

  it("shows the server's wait sentence of a 429, and the support message for a 429 without one", () => {
    const wait = 'Te veel pogingen. Probeer het over 7 minuten opnieuw.';
    expect(formMessagesFromError(httpError(429, { detail: wait }), SUPPORT)).toEqual({
      fields: {},
      nonField: [wait],
    });
    expect(formMessagesFromError(httpError(429, null), SUPPORT)).toEqual({
      fields: {},
      nonField: ['Er is iets mis gegaan. Neem contact op met support@beloning.test'],
    });
  });
});

describe('saveFailureLines', () => {
  const head = [
    'Neem contact op met de helpdesk (support@beloning.test) als u er niet uit komt.',
    'Kon cao niet opslaan. Zie bovenstaande foutmeldingen voor details.',
  ];

  it('lists one field: message line per field after the pointer', () => {
    const error = httpError(400, {
      errors: {
        signed_fullname: ['Veld is vereist'],
        'salary_tables.0.name': ['Maximaal 40 karakters', 'Waarde moet uniek zijn'],
      },
      non_field_errors: [],
    });
    expect(saveFailureLines(error, SUPPORT)).toEqual([
      ...head,
      'signed_fullname: Veld is vereist',
      'salary_tables.0.name: Maximaal 40 karakters, Waarde moet uniek zijn',
    ]);
  });

  it('adds general messages and a detail sentence as lines of their own', () => {
    expect(
      saveFailureLines(httpError(400, { errors: {}, non_field_errors: ['Kies een cao'] }), SUPPORT),
    ).toEqual([...head, 'Kies een cao']);
    expect(
      saveFailureLines(httpError(412, { detail: 'De gegevens zijn intussen gewijzigd.' }), SUPPORT),
    ).toEqual([...head, 'De gegevens zijn intussen gewijzigd.']);
  });

  it('names a network failure', () => {
    expect(saveFailureLines(new ApiError({ kind: 'network', status: 0, raw: null }), SUPPORT)).toEqual([
      ...head,
      'Geen verbinding met de server',
    ]);
  });

  it('gives only the two lines for an error that is not an ApiError', () => {
    expect(saveFailureLines(new Error('kapot'), SUPPORT)).toEqual(head);
  });

  it('adds the message of forms that could not become a payload (a number typed two ways)', () => {
    const error = new SchemePayloadError('ambiguous_number', '1.250 is op twee manieren te lezen');
    expect(saveFailureLines(error, SUPPORT)).toEqual([...head, '1.250 is op twee manieren te lezen']);
  });
});

describe('loadFailureMessage', () => {
  it("shows a 403's own sentence, and the support message for anything else", () => {
    const waiting = 'Een beheerder van het account van uw bedrijf heeft u nog geen toegang gegeven.';
    expect(loadFailureMessage(httpError(403, { detail: waiting }), SUPPORT)).toBe(waiting);
    const generic = 'Er is iets mis gegaan. Neem contact op met support@beloning.test';
    expect(loadFailureMessage(httpError(403, {}), SUPPORT)).toBe(generic);
    expect(loadFailureMessage(httpError(500, { detail: 'Interne fout' }), SUPPORT)).toBe(generic);
    expect(loadFailureMessage(new Error('netwerk weg'), SUPPORT)).toBe(generic);
  });
});
