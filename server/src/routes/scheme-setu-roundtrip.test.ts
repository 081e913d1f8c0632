import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromSetuInquiryPayEquity } from '@beloning/core/setu';
import { expect, it } from 'vitest';
import { uniqueKvkNr } from '../../../tests/helpers/account-api.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme } from '../../../tests/helpers/schemes.js';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';

type Step = { name: string; value: number; conditions?: unknown[] };
type Message = {
  remuneration: Array<{
    interval: unknown;
    hourlyWageConversion?: unknown;
    salaryScale: Array<{ name: string; salaryStep: Step[] }>;
  }>;
  allowance: Array<{
    typeCode: string;
    period?: unknown[];
    line?: Array<{ amount: { value: number; unitCode: string }; interval?: { unitCode: string } }>;
    reference?: Array<{ relationType?: string }>;
  }>;
  holidayAllowance: Array<{ line: Array<{ amount: { value: number } }> }>;
  leave: Array<{
    paidLeave?: Array<{ amount: { value: number; unitCode: string } }>;
    workingHoursReduction?: Array<{ amount: { value: number; unitCode: string } }>;
  }>;
  positionProfile?: Array<{ positionTitle: string }>;
};

const read = (file: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../fixtures/setu/${file}`, import.meta.url)), 'utf8'),
  ) as Message;

/** The wages of a message as 'scale/step/conditions = value', sorted: what the round trip must keep. */
const wages = (message: Message) =>
  message.remuneration
    .flatMap((pack) =>
      pack.salaryScale.flatMap((scale) =>
        scale.salaryStep.map(
          (step) => `${scale.name}/${step.name}/${JSON.stringify(step.conditions ?? [])} = ${step.value}`,
        ),
      ),
    )
    .sort();

/** The allowances the scheme has a group for, without the ids and names a scheme gives them anew. */
const allowances = (message: Message) =>
  message.allowance
    .filter((entry) => ['HT601', 'HT320', 'HT340', 'EA103'].includes(entry.typeCode))
    .map((entry) => ({
      typeCode: entry.typeCode,
      period: entry.period,
      line: entry.line?.slice(0, 1).map((line) => ({
        amount: line.amount.value,
        unit: line.amount.unitCode,
        per: line.interval?.unitCode,
      })),
      // The scheme has one samenloop rule for all time-bound allowances: the kind of relation is kept, not
      // which allowances the original related (README).
      relations: entry.reference && [...new Set(entry.reference.map((reference) => reference.relationType))],
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describeEachEngine('a SETU v2.0 message of another supplier, imported and exported again', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  it.each(['import-bouw-maandlonen.json', 'import-schoonmaak-uurlonen.json'])(
    '%s: keeps wages, ages, allowances with periods and units, samenloop, vacation, holiday allowance and ADV',
    async (file) => {
      const original = read(file);
      const imported = fromSetuInquiryPayEquity(original);
      if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
      const hirer = await test.hirer({ kvkNr: uniqueKvkNr(), kvkVerified: true });
      const saved = await saveScheme(test.app, hirer.token, { ...imported.payload, terms_accepted: true });
      const response = await test.call(
        hirer.token,
        'GET',
        `/api/inleners/inleners-cao/${saved.guid}/export/?format=setu`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const exported = response.json<Message>();
      expect(setuErrors(exported)).toEqual([]);

      expect(wages(exported)).toEqual(wages(original));
      expect(exported.remuneration.map((pack) => [pack.interval, pack.hourlyWageConversion])).toEqual(
        original.remuneration.map((pack) => [pack.interval, pack.hourlyWageConversion]),
      );
      expect(allowances(exported)).toEqual(allowances(original));
      expect(exported.holidayAllowance[0]?.line[0]?.amount.value).toBe(
        original.holidayAllowance[0]?.line[0]?.amount.value,
      );
      const leave = (message: Message) => ({
        paid: message.leave
          .flatMap((entry) => entry.paidLeave ?? [])
          .map((line) => [line.amount.value, line.amount.unitCode]),
        adv: message.leave
          .flatMap((entry) => entry.workingHoursReduction ?? [])
          .map((line) => [line.amount.value, line.amount.unitCode]),
      });
      expect(leave(exported)).toEqual(leave(original));
      expect(exported.positionProfile?.map((position) => position.positionTitle).sort()).toEqual(
        original.positionProfile?.map((position) => position.positionTitle).sort(),
      );
    },
  );
});
