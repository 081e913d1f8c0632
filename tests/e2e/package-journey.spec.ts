/**
 * Issue 21's journey through the whole gelijkwaardige-beloning package: a Schoonmaak scheme saved through the
 * API (version 1, no package) is edited in the portal, and on step 6 ALL EIGHT blocks are filled in as a user
 * does, Dutch decimals included; saved as version 2, the server holds exactly what was typed; the detail page
 * shows every block filled in and all eight as added since version 1; and the SETU v2.0 export of version 2
 * is valid against the published schema and carries each block's meaning. (The agency's view of a shared
 * scheme's package: package-view.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { setuErrors } from '../helpers/setu.js';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import { schemePayload, type HirerAccount } from './support/seed.js';

async function next(page: Page, path: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(path);
}

function block(page: Page, key: string): Locator {
  return page.locator(`details[data-block="${key}"]`);
}

/** Opens a block and picks its origin. */
async function open(page: Page, key: string, origin: string): Promise<Locator> {
  const found = block(page, key);
  await found.locator('summary').click();
  await found.getByRole('radio', { name: origin, exact: true }).check();
  return found;
}

test.describe('the whole package, filled in the portal', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('pakket-reis') });
  });

  test('all eight blocks typed, saved exactly, shown on the detail page against version 1, and exported as valid SETU', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(240_000);
    const session = await logIn(page, account);
    const saved = await seed.saveScheme(session.access, schemePayload());

    await page.goto('/');
    await page.getByRole('button', { name: 'Wijzigen' }).first().click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    await next(page, /stap2-cao-invullen$/);
    await next(page, /stap3-loon-tabellen$/);
    await next(page, /stap4-lonen$/);
    await next(page, /stap5-functies$/);
    await next(page, /stap6-toeslagen$/);

    // 1. Loondoorbetaling bij ziekte, from the generally binding cao: 2 waiting days, 100 % then 70 %.
    const sickPay = await open(page, 'sick_pay', 'Cao (algemeen verbindend verklaard)');
    await sickPay.getByRole('textbox', { name: 'Wachtdagen' }).fill('2');
    await sickPay.getByRole('button', { name: 'Periode toevoegen' }).click();
    await sickPay.getByRole('button', { name: 'Periode toevoegen' }).click();
    const month1 = sickPay.getByRole('group', { name: 'Periode 1' });
    await month1.getByRole('textbox', { name: 'Vanaf ziektemaand' }).fill('1');
    await month1.getByRole('textbox', { name: 'Percentage' }).fill('100');
    const month13 = sickPay.getByRole('group', { name: 'Periode 2' });
    await month13.getByRole('textbox', { name: 'Vanaf ziektemaand' }).fill('13');
    await month13.getByRole('textbox', { name: 'Percentage' }).fill('70');

    // 2. Verlof, own: an extra day off a year; a leave day worth 100 % of the day's wage.
    const leave = await open(page, 'leave', 'Eigen regeling');
    const extra = leave.getByRole('group', { name: 'Extra verlof' });
    await extra.getByRole('button', { name: 'Regel toevoegen' }).click();
    const birthday = extra.getByRole('group', { name: 'Regel 1' });
    await birthday.getByRole('textbox', { name: 'Naam' }).fill('Verjaardag');
    await birthday.getByRole('textbox', { name: 'Hoeveelheid' }).fill('1');
    await birthday.getByRole('combobox', { name: 'Eenheid' }).selectOption({ label: 'dagen' });
    await birthday.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'per jaar' });
    await leave.getByRole('textbox', { name: 'Waarde van een verlofdag (% van het dagloon)' }).fill('100');

    // 3. Pensioen, own: 15,9 % and 7,5 %, a franchise of € 18.475,50.
    const pension = await open(page, 'pension', 'Eigen regeling');
    await pension.getByRole('textbox', { name: 'Pensioenfonds of -regeling', exact: true }).fill('PFZW');
    await pension.getByRole('textbox', { name: 'Premie werkgever (%)' }).fill('15,9');
    await pension.getByRole('textbox', { name: 'Premie werknemer (%)' }).fill('7,5');
    await pension.getByRole('textbox', { name: 'Franchise (€ per jaar)' }).fill('18.475,50');

    // 4. IKB, own: holiday allowance 8 % and the year-end bonus 8,33 %, to spend on education.
    const ikb = await open(page, 'ikb', 'Eigen regeling');
    await ikb.getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    await ikb.getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    const part1 = ikb.getByRole('group', { name: 'Onderdeel 1' });
    await part1.getByRole('textbox', { name: 'Naam' }).fill('Vakantietoeslag');
    await part1.getByRole('textbox', { name: 'Percentage' }).fill('8');
    const part2 = ikb.getByRole('group', { name: 'Onderdeel 2' });
    await part2.getByRole('textbox', { name: 'Naam' }).fill('Eindejaarsuitkering');
    await part2.getByRole('textbox', { name: 'Percentage' }).fill('8,33');
    await ikb.getByRole('button', { name: 'Bestedingsmogelijkheid toevoegen' }).click();
    await ikb
      .getByRole('group', { name: 'Bestedingsmogelijkheid 1' })
      .getByRole('textbox', { name: 'Toelichting' })
      .fill('Opleiding');

    // 5. Duurzame inzetbaarheid, own: a vitality budget of € 1.234,56 a year.
    const sustainable = await open(page, 'sustainable_employability', 'Eigen regeling');
    await sustainable.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const vitality = sustainable.getByRole('group', { name: 'Regeling 1' });
    await vitality.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Vitaliteitsbudget' });
    await vitality.getByRole('textbox', { name: 'Naam' }).fill('Fit op het werk');
    await vitality.getByRole('textbox', { name: 'Hoeveelheid' }).fill('1.234,56');
    await vitality.getByRole('combobox', { name: 'Eenheid' }).selectOption({ label: 'euro' });
    await vitality.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'per jaar' });

    // 6. Aanvullende regelingen, from the cao: PAWW, 0,4 % paid by the employee.
    const supplementary = await open(page, 'supplementary', 'Cao');
    await supplementary.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const paww = supplementary.getByRole('group', { name: 'Regeling 1' });
    await paww
      .getByRole('combobox', { name: 'Soort' })
      .selectOption({ label: 'PAWW (private aanvulling WW en WGA)' });
    await paww.getByRole('textbox', { name: 'Toelichting' }).fill('Reparatie derde WW-jaar');
    await paww.getByRole('textbox', { name: 'Percentage' }).fill('0,4');
    await paww.getByRole('combobox', { name: 'Betaald door' }).selectOption({ label: 'werknemer' });

    // 7. Overige regelingen, own: a staff discount of 15 %.
    const other = await open(page, 'other', 'Eigen regeling');
    await other.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const discount = other.getByRole('group', { name: 'Regeling 1' });
    await discount.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Personeelskorting' });
    await discount.getByRole('textbox', { name: 'Naam' }).fill('Korting in de winkel');
    await discount.getByRole('textbox', { name: 'Hoeveelheid' }).fill('15');
    await discount.getByRole('combobox', { name: 'Eenheid' }).selectOption({ label: 'procent' });

    // 8. Grondslagen, origin unknown: the pensionable wage over the wage and the holiday allowance.
    const bases = await open(page, 'base_definitions', 'Onbekend');
    await bases.getByRole('button', { name: 'Grondslag toevoegen' }).click();
    const pensionable = bases.getByRole('group', { name: 'Grondslag 1' });
    await pensionable
      .getByRole('combobox', { name: 'Grondslag' })
      .selectOption({ label: 'Pensioengevend loon' });
    await pensionable.getByRole('checkbox', { name: 'Loon', exact: true }).check();
    await pensionable.getByRole('checkbox', { name: 'Vakantietoeslag', exact: true }).check();

    const summaries = page.getByRole('region', { name: 'Gelijkwaardige beloning' }).locator('summary');
    await expect(summaries).toHaveCount(8);
    for (const summary of await summaries.all()) await expect(summary).not.toContainText('nog niet ingevuld');
    await capture(page, testInfo, 'all-blocks');

    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    await next(page, /stap9-accorderen$/);
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Anna');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
    await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await page.getByRole('radio', { name: 'Ja' }).check();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).not.toHaveURL(/inleners-wizard/);

    // What the server holds is exactly what was typed, read as wire decimals.
    const after = await seed.readScheme(session.access, saved.guid);
    expect(after.version).toBe(2);
    expect(after.equivalent_package).toEqual({
      sick_pay: {
        origin: 'cao_avv',
        waiting_days: 2,
        periods: [
          { from_month: 1, percentage: '100' },
          { from_month: 13, percentage: '70' },
        ],
      },
      leave: {
        origin: 'eigen',
        extra_leave: [{ name: 'Verjaardag', amount: '1', unit: 'dagen', per: 'jaar' }],
        leave_day_value: '100',
      },
      pension: {
        origin: 'eigen',
        name: 'PFZW',
        employer_percentage: '15.9',
        employee_percentage: '7.5',
        franchise: '18475.50',
      },
      ikb: {
        origin: 'eigen',
        parts: [
          { name: 'Vakantietoeslag', percentage: '8' },
          { name: 'Eindejaarsuitkering', percentage: '8.33' },
        ],
        spending: [{ description: 'Opleiding' }],
      },
      sustainable_employability: {
        origin: 'eigen',
        items: [
          {
            type: 'vitaliteitsbudget',
            name: 'Fit op het werk',
            amount: '1234.56',
            unit: 'euro',
            per: 'jaar',
          },
        ],
      },
      supplementary: {
        origin: 'cao',
        items: [
          { type: 'paww', description: 'Reparatie derde WW-jaar', percentage: '0.4', paid_by: 'werknemer' },
        ],
      },
      other: {
        origin: 'eigen',
        items: [
          {
            type: 'personeelskorting',
            name: 'Korting in de winkel',
            amount: '15',
            unit: 'procent',
            per: null,
          },
        ],
      },
      base_definitions: {
        origin: 'onbekend',
        bases: [
          {
            base: 'pensioen',
            wage: true,
            holiday_allowance: true,
            leave_days: false,
            all_allowances: false,
          },
        ],
      },
    });

    // The detail page: every block filled in, and all eight added since version 1.
    await page.goto(`/inleners-cao-detail/${saved.guid}`);
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    const view = section.getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' });
    await expect(view.getByRole('row', { name: /^Pensioen / })).toHaveText(
      'PensioeningevuldEigen regelingPFZW; werkgever 15,9 %; werknemer 7,5 %; franchise € 18.475,50 per jaar',
    );
    await expect(view.getByText('nog niet ingevuld', { exact: true })).toHaveCount(0);
    const changes = section.getByRole('region', {
      name: 'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 1',
    });
    await expect(changes.getByText('Toegevoegd', { exact: true })).toHaveCount(8);
    await section.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'detail');

    // The SETU v2.0 export of version 2: valid against the published schema, with the blocks' meaning.
    const response = await fetch(
      `${process.env.E2E_BASE_URL}/api/inleners/inleners-cao/${saved.guid}/export/?format=setu&version=2`,
      { headers: { authorization: `Bearer ${session.access}`, accept: 'application/json' } },
    );
    expect(response.status).toBe(200);
    const setu: unknown = await response.json();
    expect(setuErrors(setu)).toEqual([]);
    // Each block's meaning, as the SETU v2.0 message says it.
    expect(setu).toMatchObject({
      sickPay: [
        {
          origin: { type: 'CollectiveLabourAgreementExtended' },
          waitingDays: { value: 2, unitCode: 'Day' },
          line: [
            {
              amount: { value: 100, unitCode: 'Percentage' },
              conditions: [{ occurrence: { offset: 'P0M' } }],
            },
            {
              amount: { value: 70, unitCode: 'Percentage' },
              conditions: [{ occurrence: { offset: 'P12M' } }],
            },
          ],
        },
      ],
      pension: [
        {
          name: 'PFZW',
          origin: { type: 'CustomLabourAgreement' },
          line: [
            { amount: { value: 15.9, unitCode: 'Percentage' }, contributionSource: 'Employer' },
            { amount: { value: 7.5, unitCode: 'Percentage' }, contributionSource: 'Employee' },
          ],
          franchise: { description: 'Franchise € 18.475,50 per jaar' },
        },
      ],
      individualChoiceBudget: [
        {
          line: [
            { lineId: { value: 'Vakantietoeslag' }, amount: { value: 8 } },
            { lineId: { value: 'Eindejaarsuitkering' }, amount: { value: 8.33 } },
          ],
          option: [{ description: 'Opleiding' }],
        },
      ],
      sustainableEmployability: [
        {
          name: 'Fit op het werk',
          typeCode: 'VitalityBudget',
          line: [{ amount: { value: 1234.56, unitCode: 'Euro' }, interval: { unitCode: 'Year' } }],
        },
      ],
      supplementaryArrangement: [
        {
          typeCode: 'PAWW',
          origin: { type: 'CollectiveLabourAgreement' },
          line: [{ amount: { value: 0.4, unitCode: 'Percentage' }, contributionSource: 'Employee' }],
        },
      ],
    });
    const message = setu as {
      leave: { name: string; paidLeave: { name: string; amount: { value: number; unitCode: string } }[] }[];
      otherArrangement: { name: string; line?: { amount: { value: number; unitCode: string } }[] }[];
      baseDefinition: {
        baseType: string;
        remunerationIndicator: boolean;
        holidayAllowanceIndicator: boolean;
      }[];
    };
    expect(message.leave.find((entry) => entry.name === 'Verlof')?.paidLeave).toEqual([
      expect.objectContaining({
        name: 'Verjaardag',
        amount: expect.objectContaining({ value: 1, unitCode: 'Day' }),
      }),
    ]);
    expect(
      message.otherArrangement.find((entry) => entry.name === 'Personeelskorting: Korting in de winkel'),
    ).toMatchObject({ line: [{ amount: { value: 15, unitCode: 'Percentage' } }] });
    expect(message.baseDefinition).toContainEqual(
      expect.objectContaining({
        baseType: 'Pension',
        remunerationIndicator: true,
        holidayAllowanceIndicator: true,
      }),
    );
  });
});
