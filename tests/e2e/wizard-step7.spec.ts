/**
 * Step 7 'Samenvatting' of the full wizard (issue 17): the arrival dialog (not when coming back from step 8),
 * the cao text in tiptap with its toolbar worked by keyboard (marks, a heading, lists, a 3 x 3 table with a
 * row added and a column deleted, undo and redo), text pasted from Word, Google Docs and Excel (saved
 * clipboard samples) keeping its lists and tables and losing its styling, 'Reset', a reload that keeps the
 * text, and 'Volgende' to step 8. What is stored is always within core's cao-text contract.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { caoTextClean } from '../../core/src/format/index.js';
import { CAO_TEXT_INTRODUCTION, wizardStateSchema } from '../../core/src/wizard/index.js';
import {
  capture,
  caretToEnd,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { CAO, type HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

const STEP7 = '/inleners-wizard/stap7-samenvatting';

function sample(name: string): string {
  return readFileSync(new URL(`./fixtures/clipboard/${name}`, import.meta.url), 'utf8');
}

async function storedText(page: Page): Promise<string | undefined> {
  return wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null')).step7?.caoText;
}

/** A paste of HTML (with its plain text) into the focused editor, as the browser sends it. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/html', data);
    transfer.setData('text/plain', new DOMParser().parseFromString(data, 'text/html').body.textContent ?? '');
    (document.activeElement ?? document.body).dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, html);
}

const STATE = caoWizardState({
  step4Done: true,
  step5Done: true,
  step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
});

test.describe('step 7 Samenvatting', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('stap7') });
  });

  test('the arrival dialog, the toolbar by keyboard, a table, undo and redo, Reset, a reload and Volgende @layout', async ({
    page,
  }, testInfo) => {
    test.slow();
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(STATE));
    await page.goto(STEP7);
    const dialog = page.getByRole('dialog', { name: 'Cao-tekst' });
    await expect(dialog).toContainText(CAO_TEXT_INTRODUCTION);
    await expectAccessible(page);
    await capture(page, testInfo, 'step7-arrival');
    await dialog.getByRole('button', { name: 'Akkoord' }).click();
    await expect(dialog).toBeHidden();

    // The cao's text is in the editor.
    const editor = page.getByRole('textbox', { name: 'Cao-tekst' });
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(CAO.cao_text)?.[1] ?? '';
    await expect(editor.getByRole('heading', { name: firstHeading.replace('&nbsp;', ' ') })).toBeVisible();

    // Everything new at the end: a heading, bold text, a bullet list, all by keyboard.
    await editor.click();
    await caretToEnd(page, editor);
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('toolbar', { name: 'Opmaak van de cao-tekst' });
    await page.keyboard.press('Shift+Tab'); // from the text back to the toolbar's one tab stop: Vet
    await expect(toolbar.getByRole('button', { name: 'Vet' })).toBeFocused();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Kop 2' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: 'Kop 2' })).toHaveAttribute('aria-pressed', 'true');
    await editor.focus();
    await page.keyboard.type('Eigen afspraken');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Vet');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' en gewoon.');
    await expect
      .poll(() => storedText(page))
      .toContain('<h2>Eigen afspraken</h2><p><strong>Vet</strong> en gewoon.</p>');

    // A 3 x 3 table without header row, a row added under the cursor and a column deleted.
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Tabel invoegen (3 bij 3)' }).click();
    await page.keyboard.type('Uren');
    await expect.poll(async () => (await storedText(page))?.match(/<tr>/g)?.length).toBe(3);
    const stored = (await storedText(page)) ?? '';
    expect(stored).toContain(
      '<table><colgroup><col><col><col></colgroup><tbody><tr><td><p>Uren</p></td><td><p></p></td>',
    );
    expect(stored).not.toContain('<th');
    await toolbar.getByRole('button', { name: 'Rij toevoegen onder de cursor' }).click();
    await expect.poll(async () => (await storedText(page))?.match(/<tr>/g)?.length).toBe(4);
    await toolbar.getByRole('button', { name: 'Kolom verwijderen' }).click();
    await expect.poll(async () => (await storedText(page))?.match(/<col>/g)?.length).toBe(2);
    // Undo and redo: the column comes back and goes again.
    await toolbar.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect.poll(async () => (await storedText(page))?.match(/<col>/g)?.length).toBe(3);
    await toolbar.getByRole('button', { name: 'Opnieuw' }).click();
    await expect.poll(async () => (await storedText(page))?.match(/<col>/g)?.length).toBe(2);
    const text = (await storedText(page)) ?? '';
    expect(caoTextClean(text)).toBe(text);
    await expectAccessible(page);
    await capture(page, testInfo, 'step7-editor');

    // A reload keeps the text, and coming back from step 8 shows no dialog.
    await page.goto(`${STEP7}?fromStep8=true`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Cao-tekst' }).getByText('Eigen afspraken')).toBeVisible();

    // Reset puts the cao's text back; undo brings the own text back.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'De oorspronkelijke cao-tekst staat terug' }),
    ).toBeVisible();
    await expect.poll(() => storedText(page)).not.toContain('Eigen afspraken');
    await toolbar.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect.poll(() => storedText(page)).toContain('Eigen afspraken');

    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap8-overzicht$/);
  });

  test('text pasted from Word, Google Docs and Excel keeps its lists and tables and loses its styling', async ({
    page,
  }) => {
    await logIn(page, account);
    await storeItem(
      page,
      WIZARD_KEY,
      JSON.stringify({ ...STATE, step7: { caoText: '', originalCaoText: null } }),
    );
    await page.goto(`${STEP7}?fromStep8=true`);
    const editor = page.getByRole('textbox', { name: 'Cao-tekst' });
    await editor.click();

    // Word: its list paragraphs become a bullet list with a nested one, and a numbered list; its table stays.
    await pasteHtml(page, sample('word-windows.html'));
    await expect.poll(() => storedText(page)).toContain('<h2>Artikel 12 Toeslagen</h2>');
    let text = (await storedText(page)) ?? '';
    expect(text).toContain(
      '<ul><li><p>maandag tot en met vrijdag na 20.00 uur: 25%</p><ul><li><p>ook op feestdagen die op een werkdag vallen</p></li></ul></li><li><p>zaterdag: 50%</p></li></ul>',
    );
    expect(text).toContain(
      '<ol><li><p>het uurloon maal het percentage</p></li><li><p>afgerond op hele centen</p></li></ol>',
    );
    expect(text).toContain(
      '<p>De werknemer heeft recht op <strong>een toeslag</strong> voor <em>onregelmatige uren</em>:</p>',
    );
    expect(text).toMatch(
      /<table>.*<td><p><strong>Uren<\/strong><\/p><\/td><td><p><strong>Toeslag<\/strong><\/p><\/td>.*<td><p>25%<\/p><\/td>/,
    );
    expect(text).not.toMatch(/mso|Mso|style=|class=|·|o:p/);

    // Google Docs: not all bold (its wrapper), its own bold and italic kept, the list and table kept.
    await page.keyboard.press('Control+End');
    await pasteHtml(page, sample('google-docs.html'));
    await expect.poll(() => storedText(page)).toContain('Artikel 14 Reiskosten');
    text = (await storedText(page)) ?? '';
    expect(text).toContain(
      '<p>De werkgever vergoedt <strong>reiskosten</strong><em> woon-werkverkeer</em>:</p>',
    );
    expect(text).toContain(
      '<ul><li><p>openbaar vervoer: de werkelijke kosten</p></li><li><p>eigen vervoer: € 0,23 per kilometer</p></li></ul>',
    );
    expect(text).toContain('<td><p>tot 10 km</p></td><td><p>geen</p></td>');
    expect(text).not.toContain('<strong>Artikel 14');

    // Excel: the cells as a table, the numbers as Excel shows them.
    await page.keyboard.press('Control+End');
    await pasteHtml(page, sample('excel-windows.html'));
    await expect.poll(() => storedText(page)).toContain('Functiegroep');
    text = (await storedText(page)) ?? '';
    expect(text).toContain('<td><p>B</p></td><td><p>1.234,50</p></td>');
    expect(text).not.toMatch(/xl65|x:num|style=/);
    expect(caoTextClean(text)).toBe(text);
  });
});
