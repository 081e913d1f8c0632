/**
 * The journey of issue 21 end to end in the browser: a Schoonmaak scheme saved through the API (version 1, no
 * package) is edited in the portal and ALL EIGHT blocks of 'Gelijkwaardige beloning' are filled in on step 6
 * as a user would, with Dutch decimals; the save makes version 2. The detail page then shows every block in
 * core's completeness view and lists all eight as added since version 1; the package read back through the
 * API equals exactly what was typed; the agency the scheme is shared with sees the completeness view and
 * downloads the SETU message, which the SETU v2.0 schema accepts and which carries each block's meaning.
 *
 * Sharing needs a verified hirer: the fixture registry's 90001745 is used elsewhere only for an agency
 * (agency.spec.ts), and the companies' number is unique per kind, so as a hirer it is this spec's own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { setuErrors } from '../helpers/setu.js';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import { schemePayload } from './support/seed.js';
import { next, signAndSave } from './support/wizard-steps.js';

function block(page: Page, key: string): Locator {
  return page.locator(`details[data-block="${key}"]`);
}

async function open(page: Page, key: string, origin: string): Promise<Locator> {
  const found = block(page, key);
  await found.locator('summary').click();
  await found.getByRole('radio', { name: origin, exact: true }).check();
  return found;
}

test.describe('the gelijkwaardige-beloning journey', () => {
  test('all eight blocks typed, saved, shown, read back, shared and exported to valid SETU', async ({
    page,
    seed,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one journey, on the desktop');
    test.setTimeout(240_000);
    const hirer = await seed.createHirer({
      email: uniqueEmail('reis-inlener'),
      kvkNr: '90001745',
      companyName: 'Test Maatschap Katrien en Donald',
    });
    const agency = await seed.createAgency({
      email: uniqueEmail('reis-uitlener'),
      companyName: 'Reisbureau B.V.',
    });
    const session = await logIn(page, hirer);
    const saved = await seed.saveScheme(session.access, schemePayload());
    expect((await seed.readScheme(session.access, saved.guid)).equivalent_package ?? {}).toEqual({});

    await page.goto('/');
    await page.getByRole('button', { name: 'Wijzigen' }).first().click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    await next(page, /stap2-cao-invullen$/);
    await next(page, /stap3-loon-tabellen$/);
    await next(page, /stap4-lonen$/);
    await next(page, /stap5-functies$/);
    await next(page, /stap6-toeslagen$/);

    // Sick pay, the generally binding cao: two waiting days, 100 % and from month 13 70 %.
    const sickPay = await open(page, 'sick_pay', 'Cao (algemeen verbindend verklaard)');
    await sickPay.getByRole('textbox', { name: 'Wachtdagen' }).fill('2');
    await sickPay.getByRole('button', { name: 'Periode toevoegen' }).click();
    await sickPay.getByRole('button', { name: 'Periode toevoegen' }).click();
    const p1 = sickPay.getByRole('group', { name: 'Periode 1' });
    await p1.getByRole('textbox', { name: 'Vanaf ziektemaand' }).fill('1');
    await p1.getByRole('textbox', { name: 'Percentage' }).fill('100');
    const p2 = sickPay.getByRole('group', { name: 'Periode 2' });
    await p2.getByRole('textbox', { name: 'Vanaf ziektemaand' }).fill('13');
    await p2.getByRole('textbox', { name: 'Percentage' }).fill('70');

    // Leave, own: King's Day and a leave day worth 99,5 % of the day's wage.
    const leave = await open(page, 'leave', 'Eigen regeling');
    const holidays = leave.getByRole('group', { name: /^Feestdagen/ });
    await holidays.getByRole('button', { name: 'Regel toevoegen' }).click();
    const kingsDay = holidays.getByRole('group', { name: 'Regel 1' });
    await kingsDay.getByRole('textbox', { name: 'Naam' }).fill('Koningsdag');
    await kingsDay.getByRole('textbox', { name: 'Hoeveelheid' }).fill('1');
    await kingsDay.getByRole('combobox', { name: 'Eenheid' }).selectOption({ label: 'dagen' });
    await kingsDay.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'per jaar' });
    await leave.getByRole('textbox', { name: /^Waarde van een verlofdag/ }).fill('99,5');

    // Pension according to the cao: employer 15,9 %, employee 7,95 %, franchise 18.475,50.
    const pension = await open(page, 'pension', 'Cao');
    await pension
      .getByRole('textbox', { name: 'Pensioenfonds of -regeling', exact: true })
      .fill('Pensioenfonds Schoonmaak');
    await pension.getByRole('textbox', { name: 'Premie werkgever (%)' }).fill('15,9');
    await pension.getByRole('textbox', { name: 'Premie werknemer (%)' }).fill('7,95');
    await pension.getByRole('textbox', { name: 'Franchise (€ per jaar)' }).fill('18.475,50');

    // IKB, own: the holiday allowance as a part, spent on training.
    const ikb = await open(page, 'ikb', 'Eigen regeling');
    await ikb.getByRole('button', { name: 'Onderdeel toevoegen' }).click();
    const part = ikb.getByRole('group', { name: 'Onderdeel 1' });
    await part.getByRole('textbox', { name: 'Naam' }).fill('Vakantietoeslag');
    await part.getByRole('textbox', { name: 'Percentage' }).fill('8');
    await ikb.getByRole('button', { name: 'Bestedingsmogelijkheid toevoegen' }).click();
    await ikb
      .getByRole('group', { name: 'Bestedingsmogelijkheid 1' })
      .getByRole('textbox', { name: 'Toelichting' })
      .fill('Opleiding');

    // Sustainable employability, own: a vitality budget of € 1.234,56 a year.
    const sustainable = await open(page, 'sustainable_employability', 'Eigen regeling');
    await sustainable.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const vitality = sustainable.getByRole('group', { name: 'Regeling 1' });
    await vitality.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Vitaliteitsbudget' });
    await vitality.getByRole('textbox', { name: 'Naam' }).fill('Sportbudget');
    await vitality.getByRole('textbox', { name: 'Hoeveelheid' }).fill('1.234,56');
    await vitality.getByRole('combobox', { name: 'Eenheid' }).selectOption({ label: 'euro' });
    await vitality.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'per jaar' });

    // Supplementary, own: PAWW, 0,4 % paid by the employee.
    const supplementary = await open(page, 'supplementary', 'Eigen regeling');
    await supplementary.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const paww = supplementary.getByRole('group', { name: 'Regeling 1' });
    await paww
      .getByRole('combobox', { name: 'Soort' })
      .selectOption({ label: 'PAWW (private aanvulling WW en WGA)' });
    await paww.getByRole('textbox', { name: 'Toelichting' }).fill('Reparatie derde WW-jaar');
    await paww.getByRole('textbox', { name: 'Percentage' }).fill('0,4');
    await paww.getByRole('combobox', { name: 'Betaald door' }).selectOption({ label: 'werknemer' });

    // Other, own: a staff discount of 10 %.
    const other = await open(page, 'other', 'Eigen regeling');
    await other.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const discount = other.getByRole('group', { name: 'Regeling 1' });
    await discount.getByRole('combobox', { name: 'Soort' }).selectOption({ label: 'Personeelskorting' });
    await discount.getByRole('textbox', { name: 'Naam' }).fill('Korting op schoonmaakmiddelen');
    await discount.getByRole('textbox', { name: 'Hoeveelheid' }).fill('10');
    await discount.getByRole('combobox', { name: 'Eenheid' }).selectOption({ label: 'procent' });

    // The bases, own: the pensionable wage over the wage and the holiday allowance.
    const bases = await open(page, 'base_definitions', 'Eigen regeling');
    await bases.getByRole('button', { name: 'Grondslag toevoegen' }).click();
    const pensionable = bases.getByRole('group', { name: 'Grondslag 1' });
    await pensionable
      .getByRole('combobox', { name: 'Grondslag' })
      .selectOption({ label: 'Pensioengevend loon' });
    await pensionable.getByRole('checkbox', { name: 'Loon', exact: true }).check();
    await pensionable.getByRole('checkbox', { name: 'Vakantietoeslag', exact: true }).check();

    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning' });
    await expect(section.locator('summary', { hasText: '(nog niet ingevuld)' })).toHaveCount(0);
    await capture(page, testInfo, 'journey-step6');

    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    await next(page, /stap9-accorderen$/);
    await signAndSave(page, { firstName: 'Anna', lastName: 'de Vries' });

    // What the server holds is exactly what was typed, the Dutch decimals as wire decimals.
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
        public_holidays: [{ name: 'Koningsdag', amount: '1', unit: 'dagen', per: 'jaar' }],
        leave_day_value: '99.5',
      },
      pension: {
        origin: 'cao',
        name: 'Pensioenfonds Schoonmaak',
        employer_percentage: '15.9',
        employee_percentage: '7.95',
        franchise: '18475.50',
      },
      ikb: {
        origin: 'eigen',
        parts: [{ name: 'Vakantietoeslag', percentage: '8' }],
        spending: [{ description: 'Opleiding' }],
      },
      sustainable_employability: {
        origin: 'eigen',
        items: [
          { type: 'vitaliteitsbudget', name: 'Sportbudget', amount: '1234.56', unit: 'euro', per: 'jaar' },
        ],
      },
      supplementary: {
        origin: 'eigen',
        items: [
          { type: 'paww', description: 'Reparatie derde WW-jaar', percentage: '0.4', paid_by: 'werknemer' },
        ],
      },
      other: {
        origin: 'eigen',
        items: [
          {
            type: 'personeelskorting',
            name: 'Korting op schoonmaakmiddelen',
            amount: '10',
            unit: 'procent',
            per: null,
          },
        ],
      },
      base_definitions: {
        origin: 'eigen',
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

    // The detail page: every block in the completeness view, all eight added since version 1.
    await page.goto(`/inleners-cao-detail/${saved.guid}`);
    const detail = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    const view = detail.getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' });
    const statuses: [RegExp, string][] = [
      [/^Loondoorbetaling bij ziekte /, 'volgens cao'],
      [/^Verlof /, 'ingevuld'],
      [/^Pensioen /, 'volgens cao'],
      [/^Individueel keuzebudget/, 'ingevuld'],
      [/^Duurzame inzetbaarheid /, 'ingevuld'],
      [/^Aanvullende regelingen /, 'ingevuld'],
      [/^Overige regelingen /, 'ingevuld'],
      [/^Grondslagen /, 'ingevuld'],
    ];
    for (const [row, status] of statuses) {
      await expect(view.getByRole('row', { name: row })).toContainText(status);
      await expect(view.getByRole('row', { name: row })).not.toContainText('nog niet ingevuld');
    }
    await expect(view.getByRole('row', { name: /^Pensioen / })).toContainText('werkgever 15,9 %');
    await expect(view.getByRole('row', { name: /^Duurzame inzetbaarheid / })).toContainText('€ 1.234,56');
    const changes = detail.getByRole('region', {
      name: 'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 1',
    });
    await expect(changes.getByText('Toegevoegd', { exact: true })).toHaveCount(8);
    await detail.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'journey-detail');

    // Shared with an agency, which sees the completeness view and downloads SETU.
    await seed.share(session.access, { kind: 'scheme', id: after.id }, agency);
    await page.context().clearCookies();
    await logIn(page, agency, `/uitlenersportaal/regelingen/${saved.guid}`);
    const shared = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    const sharedView = shared.getByRole('region', { name: 'Onderdelen van de gelijkwaardige beloning' });
    await expect(sharedView.getByText('nog niet ingevuld', { exact: true })).toHaveCount(0);
    await expect(sharedView.getByRole('row', { name: /^Pensioen / })).toContainText('volgens cao');
    const [download]: [Download, void] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^SETU/ }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    writeFileSync(testInfo.outputPath('setu.json'), text);
    const message: unknown = JSON.parse(text);
    expect(setuErrors(message)).toEqual([]);
    // Each block's meaning, in the SETU message's own places.
    const setu = message as Record<string, { name?: string; [key: string]: unknown }[]>;
    const of = (key: string, name: string): string =>
      JSON.stringify(setu[key]?.find((entry) => entry.name === name) ?? null);
    expect(of('sickPay', 'Loondoorbetaling bij ziekte')).toContain(
      '"waitingDays":{"value":2,"unitCode":"Day"}',
    );
    expect(of('sickPay', 'Loondoorbetaling bij ziekte')).toContain('"value":70,"unitCode":"Percentage"');
    expect(of('leave', 'Verlof')).toContain('"leaveDayValue":{"value":99.5,"unitCode":"Percentage"');
    expect(of('leave', 'Verlof')).toContain('"name":"Koningsdag"');
    const pensionMessage = of('pension', 'Pensioenfonds Schoonmaak');
    expect(pensionMessage).toContain('"value":15.9,"unitCode":"Percentage"');
    expect(pensionMessage).toContain('"contributionSource":"Employer"');
    expect(pensionMessage).toContain('"value":7.95,"unitCode":"Percentage"');
    expect(pensionMessage).toContain('Franchise € 18.475,50 per jaar');
    expect(of('individualChoiceBudget', 'Individueel keuzebudget (IKB)')).toContain(
      '"lineId":{"value":"Vakantietoeslag"},"amount":{"value":8,"unitCode":"Percentage"',
    );
    expect(of('sustainableEmployability', 'Sportbudget')).toContain('"value":1234.56,"unitCode":"Euro"');
    expect(of('supplementaryArrangement', 'PAWW (private aanvulling WW en WGA)')).toContain(
      '"value":0.4,"unitCode":"Percentage"',
    );
    expect(of('otherArrangement', 'Personeelskorting: Korting op schoonmaakmiddelen')).not.toBe('null');
    expect(setu.baseDefinition).toContainEqual({
      baseType: 'Pension',
      remunerationIndicator: true,
      holidayAllowanceIndicator: true,
      paidLeaveDayIndicator: false,
      allAllowancesIndicator: false,
    });
  });
});
