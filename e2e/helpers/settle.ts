import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn two more frames. Whatever React effect ran with what is on the
 * screen now (an effect that opens a dialog, shows an error) has then rendered and painted too: a
 * check that something did NOT happen waits for this, not for a fixed time.
 */
export const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
