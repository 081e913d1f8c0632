import type { Locator, Page } from '@playwright/test';
import { caoTableForms, wizardStateSchema, type WizardState } from '../../core/src/wizard/index.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { CAO, type HirerAccount } from './support/seed.js';

/**
 * Step 3 'Loontabellen' of the full wizard (SPEC.md 2.11, 4 and 5): tables as tabs, the 'new table' dialog,
 * each table's settings with core's messages on blur and on 'Volgende', 'Niet indeelbaar' after
 * confirmation, periodic increases in their dialog, follow-up tables (and deleting one), back to the cao's
 * tables, and nothing typed lost on a reload. The wizard state is seeded in localStorage at step 3.
 */

const WIZARD_KEY = 'beloning.wizard';
const STEP3 = '/inleners-wizard/stap3-loon-tabellen';
const STEP4 = '/inleners-wizard/stap4-lonen';

function step2(caoId: number | null) {
  return {
    caoId,
    startDate: '01-01-2025',
    endDate: '31-12-2025',
    vacationType: 'days_per_year',
    vacationAmount: '25',
    vacationAllowance: '8',
    yearEndBonusType: 'Geen',
    yearEndBonusAmount: '0',
    yearEndBonusComment: '',
    oneOffBonuses: [],
  };
}

function baseState(usesCao: 0 | 1, caoId: number | null, tables: unknown[]): WizardState {
  return wizardStateSchema.parse({
    step1: { usesCao, withEmployersOrganisation: false },
    step2: step2(caoId),
    salaryTables: tables,
    step3Done: false,
    step4Done: false,
    step5Done: false,
    step6: null,
    step7: null,
    step9: null,
    startWizard: null,
    proposalInlenerId: null,
    inlenerCaoId: null,
    koppelingen: [],
  });
}

/** An own scheme at step 3 without any table yet. */
const ownScheme = () => baseState(0, null, []);
/** A scheme that follows the fixture cao, with the cao's tables as step 2 seeds them. */
const caoScheme = () => baseState(1, CAO.id, caoTableForms(CAO));

async function openStep3(page: Page, account: HirerAccount, state: WizardState): Promise<void> {
  await logIn(page, account);
  await storeItem(page, WIZARD_KEY, JSON.stringify(state));
  await page.goto(STEP3);
  await expect(page.getByRole('heading', { level: 1, name: 'Stap 3: Loontabellen' })).toBeVisible();
}

/** The message under a field: its accessible description. */
async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Types `value` into the field and leaves it, so its message (if any) shows. */
async function typeAndLeave(page: Page, field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

test.describe('step 3 Loontabellen', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('stap3') });
  });

  test('an own scheme: a new table, its settings with core messages, Niet indeelbaar, periodic increases, a follow-up, reload and Volgende @layout', async ({
    page,
  }, testInfo) => {
    test.slow();
    await openStep3(page, account, ownScheme());
    await expect(page.getByText('Er zijn nog geen loontabellen.')).toBeVisible();
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Voeg ten minste een tabel toe');
    await expect(page).toHaveURL(new RegExp(`${STEP3}$`));

    // The 'new table' dialog: the name is required and at most 40 characters.
    await page.getByRole('button', { name: 'Nieuwe loontabel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe loontabel' });
    const name = dialog.getByRole('textbox', { name: 'Naam' });
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expectMessage(name, 'Veld is vereist');
    await typeAndLeave(page, name, 'x'.repeat(41));
    await expectMessage(name, 'Maximaal 40 karakters');
    await expectAccessible(page);
    await capture(page, testInfo, 'new-table-dialog');
    await name.fill('Schoonmaak');
    await name.press('Enter');
    await expect(dialog).toHaveCount(0);
    const tab = page.getByRole('tab', { name: /^1\. Schoonmaak/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');

    // Each setting shows core's exact message for bad input.
    const activePer = panel.getByRole('textbox', { name: 'Ingangsdatum' });
    const endDate = panel.getByRole('textbox', { name: 'Einddatum' });
    await typeAndLeave(page, activePer, '');
    await expectMessage(activePer, 'Veld is vereist');
    await typeAndLeave(page, activePer, '31-02-2025');
    await expectMessage(activePer, 'Geldige datum vereist (DD-MM-YYYY)');
    await typeAndLeave(page, activePer, '01-01-2025');
    await expect(activePer).not.toHaveAttribute('aria-invalid', 'true');
    await typeAndLeave(page, endDate, '2025-12-31');
    await expectMessage(endDate, 'Geldige datum vereist (DD-MM-YYYY)');
    await typeAndLeave(page, endDate, '01-12-2024');
    await expectMessage(endDate, 'Datum moet ná vanaf datum zijn');
    await typeAndLeave(page, endDate, '31-12-2025');
    await expect(endDate).not.toHaveAttribute('aria-invalid', 'true');

    // Hourly wages are divided by 1 and need no working hours; a monthly wage divided by 1 needs them, and the
    // divisor follows what they give (36 hours a week: 156 hours a month) until it is typed otherwise.
    const dividedBy = panel.getByRole('textbox', { name: 'Lonen gedeeld door' });
    const hours = panel.getByRole('textbox', { name: 'Uren per week' });
    await expect(panel.getByRole('radio', { name: 'Per uur' })).toBeChecked();
    await expect(dividedBy).toHaveValue('1');
    await expect(dividedBy).toBeDisabled();
    await expect(hours).not.toHaveAttribute('aria-required', 'true');
    await panel.getByRole('radio', { name: 'Per maand' }).check();
    await expect(dividedBy).toBeEnabled();
    await expect(hours).toHaveAttribute('aria-required', 'true');
    await typeAndLeave(page, hours, '');
    await expectMessage(
      hours,
      'Vul de uren per week in, zodat het loon naar een uurloon kan worden omgerekend',
    );
    await typeAndLeave(page, hours, '61');
    await expectMessage(hours, 'Waarde moet maximaal 60 zijn');
    await typeAndLeave(page, hours, 'zesendertig');
    await expectMessage(hours, 'Vul een geldig getal in');
    await typeAndLeave(page, hours, '36');
    await expect(hours).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dividedBy).toHaveValue('156');
    await expect(panel.getByText('36 uur per week is 156 uur per maand.')).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'working-hours');
    await typeAndLeave(page, dividedBy, '0');
    await expectMessage(dividedBy, 'Waarde moet minimaal 1 zijn');
    await typeAndLeave(page, dividedBy, 'veel');
    await expectMessage(dividedBy, 'Vul een geldig getal in');
    await typeAndLeave(page, dividedBy, '173,33');
    await expect(dividedBy).not.toHaveAttribute('aria-invalid', 'true');

    const hourDefinition = panel.getByRole('textbox', { name: 'Uurdefinitie' });
    await typeAndLeave(page, hourDefinition, '');
    await expectMessage(hourDefinition, 'Veld is vereist');
    await typeAndLeave(page, hourDefinition, 'uur');
    await expectMessage(hourDefinition, 'Minimaal 4 karakters');
    await typeAndLeave(page, hourDefinition, 'Gewerkte uren');

    await panel.getByRole('textbox', { name: 'Inschaling', exact: true }).fill('Naar functie');
    const scalingText = panel.getByRole('textbox', { name: 'Inschaling, eigen tekst' });
    await typeAndLeave(page, scalingText, 'kort');
    await expect(scalingText).not.toHaveAttribute('aria-invalid', 'true');
    await typeAndLeave(page, scalingText, 'kor');
    await expectMessage(scalingText, 'Minimaal 4 karakters');
    await typeAndLeave(page, scalingText, 'Trede naar dienstjaren');

    const adv = panel.getByRole('textbox', { name: 'ADV', exact: true });
    await typeAndLeave(page, adv, 'abc');
    await expectMessage(adv, 'Minimaal 4 karakters');
    await typeAndLeave(page, adv, 'a'.repeat(256));
    await expectMessage(adv, 'Maximaal 255 karakters');
    await typeAndLeave(page, adv, 'Tien ADV-dagen per jaar');
    await panel.getByRole('combobox', { name: 'ADV-soort' }).selectOption({ label: 'Dagen per jaar' });
    const advAmount = panel.getByRole('textbox', { name: 'ADV-hoeveelheid' });
    await typeAndLeave(page, advAmount, 'tien');
    await expectMessage(advAmount, 'Vul een geldig getal in');
    await typeAndLeave(page, advAmount, '10');

    const shift = panel.getByRole('textbox', { name: 'Ploegendienst' });
    await typeAndLeave(page, shift, 'p'.repeat(256));
    await expectMessage(shift, 'Maximaal 255 karakters');
    await typeAndLeave(page, shift, 'Geen ploegendienst');
    await panel.getByRole('checkbox', { name: 'BBL' }).check();

    // 'Niet indeelbaar' asks first; Annuleren keeps the old answer.
    await expect(panel.getByRole('radio', { name: 'Eigen regeling' })).toBeChecked();
    await panel.getByRole('radio', { name: 'Niet indeelbaar' }).click();
    const sure = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(sure).toContainText('Niet indeelbaar');
    await sure.getByRole('button', { name: 'Annuleren' }).click();
    await expect(panel.getByRole('radio', { name: 'Eigen regeling' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Niet indeelbaar' })).not.toBeChecked();
    await panel.getByRole('radio', { name: 'Niet indeelbaar' }).click();
    await page.getByRole('dialog', { name: 'Zeker weten?' }).getByRole('button', { name: 'Ja' }).click();
    await expect(panel.getByRole('radio', { name: 'Niet indeelbaar' })).toBeChecked();

    // Periodic increases: Ja needs at least one; the dialog asks its answers with core's messages.
    await panel.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'In loontabel Schoonmaak: Voeg minimaal een periodiekverhoging toe',
    );
    await expect(panel.getByText('Voeg minimaal een periodiekverhoging toe')).toBeVisible();
    await expect(tab).toContainText('bevat fouten');
    await panel.getByRole('button', { name: 'Periodiekverhoging toevoegen' }).click();
    const periodic = page.getByRole('dialog', { name: 'Nieuwe periodiekverhoging van Schoonmaak' });
    await periodic.getByRole('button', { name: 'Opslaan' }).click();
    await expect(periodic.getByText('Veld is vereist').first()).toBeVisible();
    await periodic.getByRole('radio', { name: 'Verplichte periodiek' }).check();
    await periodic.getByRole('radio', { name: 'Alleen diensttijd' }).check();
    await expect(periodic.getByRole('textbox', { name: 'Peildatum' })).toHaveCount(0);
    const quantity = periodic.getByRole('textbox', { name: 'Diensttijd (aantal)' });
    await typeAndLeave(page, quantity, 'twaalf');
    await expectMessage(quantity, 'Vul een geldig getal in');
    await quantity.fill('12');
    await periodic.getByRole('radio', { name: 'Maanden' }).check();
    await periodic.getByRole('radio', { name: 'Cumulatief' }).check();
    await expectAccessible(page);
    await capture(page, testInfo, 'periodic-dialog');
    await periodic.getByRole('button', { name: 'Opslaan' }).click();
    await expect(periodic).toHaveCount(0);
    const rules = panel.getByRole('list', { name: 'Periodiekverhogingen' });
    await expect(rules.getByRole('listitem')).toHaveText([
      /Verplichte periodiek, alleen diensttijd, na 12 maanden, cumulatief/,
    ]);
    // Edit it, then add and remove a second one.
    await rules.getByRole('button', { name: 'Periodiekverhoging 1 wijzigen' }).click();
    const edit = page.getByRole('dialog', { name: 'Periodiekverhoging 1 van Schoonmaak' });
    await edit.getByRole('textbox', { name: 'Diensttijd (aantal)' }).fill('24');
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(rules.getByRole('listitem')).toHaveText([/na 24 maanden/]);
    await panel.getByRole('button', { name: 'Periodiekverhoging toevoegen' }).click();
    const second = page.getByRole('dialog', { name: 'Nieuwe periodiekverhoging van Schoonmaak' });
    await second.getByRole('radio', { name: 'Tot het maximum van de schaal' }).check();
    await second.getByRole('radio', { name: 'Alleen peildatum' }).check();
    await second.getByRole('textbox', { name: 'Peildatum' }).fill('01-07');
    await second.getByRole('radio', { name: 'Kalender' }).check();
    await second.getByRole('button', { name: 'Opslaan' }).click();
    await expect(rules.getByRole('listitem')).toHaveCount(2);
    await rules.getByRole('button', { name: 'Periodiekverhoging 2 verwijderen' }).click();
    await expect(rules.getByRole('listitem')).toHaveCount(1);

    // A follow-up table starts the day after the end date; it may be deleted (after confirmation).
    await expect(panel.getByRole('button', { name: 'Loontabel verwijderen' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Opvolgende loontabel' }).click();
    const followUp = page.getByRole('tab', { name: /^2\. Schoonmaak \(01-01-2026\)/ });
    await expect(followUp).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText('Opvolgende loontabel toegevoegd vanaf 01-01-2026.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Einddatum' })).toHaveValue('');
    // Without an end date there is no follow-up yet: core's message.
    await panel.getByRole('button', { name: 'Opvolgende loontabel' }).click();
    await expect(panel.getByText('Vul eerst een einddatum in bij de laatste loontabel')).toBeVisible();
    await panel.getByRole('button', { name: 'Loontabel verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Zeker weten?' })
      .getByRole('button', { name: 'Annuleren' })
      .click();
    await expect(page.getByRole('tab')).toHaveCount(2);
    await panel.getByRole('button', { name: 'Loontabel verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Zeker weten?' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await panel.getByRole('button', { name: 'Opvolgende loontabel' }).click();
    await expect(followUp).toHaveAttribute('aria-selected', 'true');

    // The follow-up has no end date: 'Volgende' refuses and marks its tab.
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('In loontabel Schoonmaak: Veld is vereist');
    await expect(followUp).toContainText('bevat fouten');
    await expect(tab).not.toContainText('bevat fouten');
    await expectMessage(panel.getByRole('textbox', { name: 'Einddatum' }), 'Veld is vereist');
    await expectAccessible(page);
    await capture(page, testInfo, 'refused');

    // A reload keeps everything typed.
    await page.reload();
    await expect(page.getByRole('tab')).toHaveCount(2);
    await page.getByRole('tab', { name: /^1\. Schoonmaak/ }).click();
    await expect(panel.getByRole('textbox', { name: 'Ingangsdatum' })).toHaveValue('01-01-2025');
    await expect(panel.getByRole('textbox', { name: 'Einddatum' })).toHaveValue('31-12-2025');
    await expect(panel.getByRole('radio', { name: 'Per maand' })).toBeChecked();
    await expect(panel.getByRole('textbox', { name: 'Lonen gedeeld door' })).toHaveValue('173,33');
    await expect(panel.getByRole('textbox', { name: 'Uren per week' })).toHaveValue('36');
    await expect(panel.getByRole('textbox', { name: 'Uurdefinitie' })).toHaveValue('Gewerkte uren');
    await expect(panel.getByRole('textbox', { name: 'Inschaling', exact: true })).toHaveValue('Naar functie');
    await expect(panel.getByRole('textbox', { name: 'Inschaling, eigen tekst' })).toHaveValue(
      'Trede naar dienstjaren',
    );
    await expect(panel.getByRole('textbox', { name: 'ADV', exact: true })).toHaveValue(
      'Tien ADV-dagen per jaar',
    );
    await expect(panel.getByRole('combobox', { name: 'ADV-soort' })).toHaveValue('days_per_year');
    await expect(panel.getByRole('textbox', { name: 'ADV-hoeveelheid' })).toHaveValue('10');
    await expect(panel.getByRole('checkbox', { name: 'BBL' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Niet indeelbaar' })).toBeChecked();
    await expect(panel.getByRole('textbox', { name: 'Ploegendienst' })).toHaveValue('Geen ploegendienst');
    await expect(panel.getByRole('listitem')).toHaveText([/na 24 maanden/]);
    await expectAccessible(page);
    await capture(page, testInfo, 'own-table');

    // With the follow-up's end date, 'Volgende' goes on to step 4.
    await page.getByRole('tab', { name: /^2\. Schoonmaak/ }).click();
    await typeAndLeave(page, panel.getByRole('textbox', { name: 'Einddatum' }), '30-06-2026');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${STEP4}$`));
  });

  test('a cao scheme: the cao tables as tabs, keyboard tabs, back to the cao after confirmation @layout', async ({
    page,
  }, testInfo) => {
    await openStep3(page, account, caoScheme());
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(CAO.salary_tables.length);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toContainText('1. Basisuurlonen 1-7-2024 (01-07-2024)');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('radio', { name: 'CAO', exact: true })).toBeChecked();
    // The cao's working week comes with its tables.
    await expect(panel.getByRole('textbox', { name: 'Uren per week' })).toHaveValue('38');
    await expect(panel.getByRole('listitem')).toHaveText([
      /Verplichte periodiek, alleen diensttijd, na 12 maanden/,
    ]);

    // Arrow keys move between the tabs.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');

    const hourDefinition = panel.getByRole('textbox', { name: 'Uurdefinitie' });
    const original = await hourDefinition.inputValue();
    await typeAndLeave(page, hourDefinition, 'Eigen uren');
    await expectAccessible(page);
    await capture(page, testInfo, 'cao-tables');

    // Back to the cao: asks first; Annuleren keeps the change, Ja restores the cao's tables.
    await page.getByRole('button', { name: 'Terug naar de cao' }).click();
    await page
      .getByRole('dialog', { name: 'Zeker weten?' })
      .getByRole('button', { name: 'Annuleren' })
      .click();
    await expect(hourDefinition).toHaveValue('Eigen uren');
    await page.getByRole('button', { name: 'Terug naar de cao' }).click();
    await page.getByRole('dialog', { name: 'Zeker weten?' }).getByRole('button', { name: 'Ja' }).click();
    await tabs.last().click();
    await expect(panel.getByRole('textbox', { name: 'Uurdefinitie' })).toHaveValue(original);

    // The cao's tables are valid: Volgende goes on.
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${STEP4}$`));
  });

  test('an own scheme has no way back to a cao', async ({ page }) => {
    await openStep3(page, account, ownScheme());
    await expect(page.getByRole('button', { name: 'Nieuwe loontabel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terug naar de cao' })).toHaveCount(0);
  });
});
