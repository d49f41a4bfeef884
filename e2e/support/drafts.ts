import { expect, type Page } from '@playwright/test';
import { toast } from './shell';

/** The open step's section of the draft editor, named by its heading. */
export const stepSection = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** The toast that says a change of a draft was saved. */
export async function expectSaved(page: Page) {
  await expect(toast(page, 'Saved').first()).toBeVisible();
}
