import { expect, test } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`support ticket with a file; a wrong file type is refused first (${locale})`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, phone, password));
    await page.goto(`/${locale}/account/support`);
    const main = page.getByRole('main');
    await expect(main.getByText(m('support.emptyTitle'))).toBeVisible();

    const text = `Buyurtma kechikdi ${Date.now()}`;
    await main.getByLabel(m('support.topic')).selectOption('complaint');
    await main.getByLabel(m('support.description')).fill(text);
    await expect(main.getByText(m('support.counter', { count: text.length, max: 400 }))).toBeVisible();

    const picker = main.locator('input[type=file]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(main.getByText(m('support.file_type', { name: 'notes.txt' }))).toBeVisible();
    await picker.setInputFiles({ name: 'chek.png', mimeType: 'image/png', buffer: PNG });
    await expect(main.getByRole('button', { name: m('support.removeFile', { name: 'chek.png' }) })).toBeVisible();

    await main.getByRole('button', { name: m('support.send') }).click();
    await expect(page.getByText(m('support.sent'))).toBeVisible();
    const ticket = main.getByRole('listitem').filter({ hasText: text });
    await expect(ticket).toContainText(m('support.topic_complaint'));
    const link = ticket.getByRole('link', { name: /chek\.png/ });
    await expect(link).toHaveAttribute('target', '_blank');
    // The signed link ends with the file's name and extension (a client tells a picture by it).
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).pathname).toMatch(/\/chek\.png$/);
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  });

  test(`a file's link with a name in Cyrillic and spaces serves the file (${locale})`, async ({ request }) => {
    const { phone, password } = await createAccount(request);
    const { access_token } = await apiLogin(request, phone, password);
    const created = await request.post('/api/v1/support/', {
      headers: { Authorization: `Bearer ${access_token}`, 'Accept-Language': locale },
      multipart: { topic: 'complaint', description: 'Chek', files: { name: 'скан чека #2.PNG', mimeType: 'image/png', buffer: PNG } },
    });
    expect(created.status()).toBe(201);
    const href = (await created.json()).result.files[0].file as string;
    expect(decodeURIComponent(new URL(href).pathname.split('/').pop()!)).toBe('скан чека #2.png');
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await file.body())).toEqual(PNG);
  });
}

// A refused attachment names the file: the browser's check (by type) and the server's
// (by the first bytes, for a file that only calls itself a PNG), on a 390 px phone and a desktop.
for (const locale of ['uz', 'ru'] as const) {
  for (const phoneScreen of [false, true]) {
    test(`a refused attachment is named, by the form and by the server (${locale}${phoneScreen ? ', 390 px @mobile' : ''})`, async ({ page, request }) => {
      const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
      if (phoneScreen) await page.setViewportSize({ width: 390, height: 844 });
      const { phone, password } = await createAccount(request);
      await page.goto(`/${locale}`);
      await storeTokens(page, await apiLogin(request, phone, password));
      await page.goto(`/${locale}/account/support`);
      const main = page.getByRole('main');
      await expect(main.getByText(m('support.emptyTitle'))).toBeVisible();
      await main.getByLabel(m('support.description')).fill('Chek ilova qilindi');

      const picker = main.locator('input[type=file]');
      await picker.setInputFiles({ name: 'eslatma.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      const refusals = main.getByRole('alert');
      await expect(refusals.getByText(m('support.file_type', { name: 'eslatma.txt' }))).toBeVisible();

      // Passes the browser's check (its type says PNG), refused by the server by its bytes.
      await picker.setInputFiles({ name: 'skan-chek.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
      await main.getByRole('button', { name: m('support.send') }).click();
      await expect(refusals.getByText(m('api.fields.fileType', { name: 'skan-chek.png' }))).toBeVisible();
      await expect(main.getByText(m('support.emptyTitle'))).toBeVisible();
    });
  }
}
