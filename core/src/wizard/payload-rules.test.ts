import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../base/messages.js';
import { inlenersCaoPayloadSchema, toInlenersCaoPayload } from '../schemas/index.js';
import { exampleSchemeForms } from '../schemas/scheme-payload.fixtures.js';
import { schemePayloadRuleErrors } from './payload-rules.js';

/** The example scheme of the wizard as its save payload, parsed as the server parses it. */
function examplePayload() {
  return inlenersCaoPayloadSchema.parse(toInlenersCaoPayload(exampleSchemeForms()));
}

const OWN = { cao: null, originals: new Map() } as const;

describe('schemePayloadRuleErrors', () => {
  it('finds nothing wrong with the wizard example scheme', () => {
    expect(schemePayloadRuleErrors(examplePayload(), OWN)).toEqual({});
  });

  it("names each rule's problem under the payload's own field, with the cao's minimum", () => {
    const payload = examplePayload();
    payload.vacation_allowance = '1.00';
    const [table] = payload.salary_tables;
    if (table === undefined) throw new Error('een loontabel verwacht');
    table.end_date = null;
    const errors = schemePayloadRuleErrors(payload, OWN);
    // The statutory minimum of step 2, and step 3's end date of the last table.
    expect(errors).toEqual({
      vacation_allowance: ['Waarde moet minimaal 8 zijn'],
      'salary_tables.0.end_date': [MESSAGES.required],
    });

    const generous = {
      cao: {
        vacation_time_type: 'days_per_year',
        vacation_time_amount: '25.00',
        vacation_allowance: '9.00',
        year_end_bonus_amount: '0.00',
      },
      originals: new Map(),
    } as const;
    const belowCao = examplePayload();
    belowCao.vacation_allowance = '8.50';
    expect(schemePayloadRuleErrors(belowCao, generous)['vacation_allowance']).toEqual([
      'Waarde moet minimaal 9 zijn',
    ]);
  });
});
