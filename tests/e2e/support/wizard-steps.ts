import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The wizard's 'Volgende', and the step it leads to. */
export async function next(page: Page, path: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(path);
}

/**
 * Step 9 as a hirer signs: the names, the terms ticked, the cao's tables followed ('Ja'; a scheme without a cao
 * has no such question), then 'Opslaan', which leaves the wizard.
 */
export async function signAndSave(
  page: Page,
  signer: { readonly firstName: string; readonly lastName: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Voornaam' }).fill(signer.firstName);
  await page.getByRole('textbox', { name: 'Achternaam' }).fill(signer.lastName);
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page).not.toHaveURL(/inleners-wizard/);
}
