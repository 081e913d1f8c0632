import type { Werksoort } from './cao.js';
import type { Step6Form, WerksoortEntryForm } from './forms.js';
import { formatDutchDate, parseDutchDate } from '../format/dates.js';
import { toTypedDecimal } from '../format/numbers.js';
import { typedToWireDecimal } from './scheme-payload-error.js';
import {
  MULTI_WERKSOORT_CODES,
  SINGLE_WERKSOORT_CODES,
  werksoortGroup,
  werksoortType,
  type SingleWerksoortCode,
} from '../base/werksoort-groups.js';

/**
 * Conversions between the step-6 form (what the user types: DD-MM-YYYY dates, decimal commas) and the
 * werksoorten list on the wire (ISO dates, dot decimals, snake_case).
 */

/**
 * The werksoorten of a step-6 form as sent to the server, multi-entry groups first in step-6 order, then the
 * single-entry groups answered Yes (named by their code, without amount). Empty amounts and invalid dates
 * become null; an amount that is no number is sent as typed, for the server to refuse, and one that reads two
 * ways ('1.250') throws SchemePayloadError 'ambiguous_number'. The form is expected to have passed the step-6
 * rules before it is sent. The form has no end date, so end_date is null.
 */
export function step6FormToWerksoorten(form: Step6Form): Werksoort[] {
  const multi = MULTI_WERKSOORT_CODES.flatMap((code) =>
    (form.werksoorten[code] ?? []).map((entry): Werksoort => ({
      name: entry.name.trim(),
      amount: entry.amount.trim() === '' ? null : typedToWireDecimal(entry.amount),
      start_date: parseDutchDate(entry.startDate),
      end_date: null,
      description: entry.description,
      type: werksoortType(code),
      comment: entry.comment,
      ...(entry.periods === undefined ? {} : { periods: entry.periods }),
      ...(entry.per === undefined ? {} : { per: entry.per }),
    })),
  );
  const single = SINGLE_WERKSOORT_CODES.flatMap((code) => {
    const answer = form.singleWerksoorten[code];
    if (answer === null || answer === undefined) return [];
    const werksoort: Werksoort = {
      name: code,
      amount: null,
      start_date: null,
      end_date: null,
      description: '',
      type: werksoortType(code),
      comment: answer.comment,
    };
    return [werksoort];
  });
  return [...multi, ...single];
}

/** The werksoort parts of a step-6 form read from the wire, and what could not be placed. */
export interface Step6Werksoorten {
  werksoorten: Step6Form['werksoorten'];
  singleWerksoorten: Step6Form['singleWerksoorten'];
  /**
   * Werksoorten whose name starts with no known code, and further entries of a single-entry group (a
   * single group keeps only its first entry). The caller decides whether to show or log them.
   */
  unplaced: Werksoort[];
}

function toEntryForm(werksoort: Werksoort): WerksoortEntryForm {
  return {
    name: werksoort.name,
    startDate: werksoort.start_date === null ? '' : formatDutchDate(werksoort.start_date),
    comment: werksoort.comment,
    amount: werksoort.amount === null ? '' : toTypedDecimal(werksoort.amount),
    description: werksoort.description,
    ...(werksoort.periods === undefined ? {} : { periods: werksoort.periods }),
    ...(werksoort.per === undefined ? {} : { per: werksoort.per }),
  };
}

/**
 * Reads a werksoorten list (of a cao or a saved scheme) into the step-6 form. Every group gets an answer:
 * a group without werksoorten is No (an empty list, or null for a single-entry group). Entries keep their
 * order on the wire; dates become DD-MM-YYYY and amounts get a decimal comma.
 */
export function werksoortenToStep6Form(list: readonly Werksoort[]): Step6Werksoorten {
  const werksoorten: Step6Form['werksoorten'] = Object.fromEntries(
    MULTI_WERKSOORT_CODES.map((code) => [code, [] as WerksoortEntryForm[]]),
  );
  const singleWerksoorten: Step6Form['singleWerksoorten'] = Object.fromEntries(
    SINGLE_WERKSOORT_CODES.map((code): [SingleWerksoortCode, null] => [code, null]),
  );
  const unplaced: Werksoort[] = [];
  for (const werksoort of list) {
    const group = werksoortGroup(werksoort.name);
    if (group === null) {
      unplaced.push(werksoort);
    } else if (group.kind === 'multi') {
      werksoorten[group.code] = [...(werksoorten[group.code] ?? []), toEntryForm(werksoort)];
    } else if (singleWerksoorten[group.code] === null) {
      singleWerksoorten[group.code] = { comment: werksoort.comment };
    } else {
      unplaced.push(werksoort);
    }
  }
  return { werksoorten, singleWerksoorten, unplaced };
}

/**
 * For each werksoort step6FormToWerksoorten sends, in the same order, where it lives in the step-6 form: an
 * entry of a multi-entry group ('werksoorten.OV.0') or a single-entry group ('singleWerksoorten.RU'). A
 * refusal of the server at 'werksoorten.{i}' is shown there.
 */
export function werksoortFormPaths(form: Step6Form): string[] {
  const multi = MULTI_WERKSOORT_CODES.flatMap((code) =>
    (form.werksoorten[code] ?? []).map((_entry, index) => `werksoorten.${code}.${index}`),
  );
  const single = SINGLE_WERKSOORT_CODES.flatMap((code) => {
    const answer = form.singleWerksoorten[code];
    return answer === null || answer === undefined ? [] : [`singleWerksoorten.${code}`];
  });
  return [...multi, ...single];
}
