import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatPhoneAsYouType } from '../lib/domain/phone';
import { formatPhone } from '../lib/domain/phone-format';
import { apiLogin, confirmDevice, createAccount, storeTokens, typePhone } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * A store's own staff (ADR 0036): the owner of store 1 adds a person who signed up in the shop as
 * a seller by phone; the new seller signs in to the console (confirming the device) and sees the
 * store's orders; the owner removes them (in Russian), and the store's audit log says so in words.
 * And the operator's every section fits a 1366 × 768 laptop.
 */

const STORE = 1;

/** An order of store 1 by a new shopper, so that the store's board has one to show. */
async function orderOfStore(request: APIRequestContext): Promise<number> {
  const listed = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=1', { data: { available: true, store: STORE } });
  const product = (await listed.json()).result.content[0];
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const placed = await request.post('/api/v1/store/order/', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { type: 'T', full_name: 'Yangi Sotuvchi', phone_number: phone, payment_type: 'cash', products: [{ product: product.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).result.id as number;
}

test('an owner adds a seller by phone, who works in the console, then removes them (uz, ru)', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const uz = (key: string, values?: Record<string, string | number>) => msg('uz', key, values);
  const ru = (key: string, values?: Record<string, string | number>) => msg('ru', key, values);
  const owner = await staffSession(request, [{ role: 'owner', store_id: STORE }]);
  // The new seller signs up in the shop first, as anyone does.
  const person = await createAccount(request);
  const shown = formatPhone(person.phone);
  const orderId = await orderOfStore(request);

  await page.goto('/uz');
  await storeTokens(page, owner.tokens);
  await page.goto('/uz/console/orders');
  // The owner's menu has the staff and the store's log; the operator's sections are not there.
  const nav = page.getByRole('navigation', { name: uz('console.menu') });
  await expect(nav.getByRole('link', { name: uz('console.sections.users') })).toHaveCount(0);
  await nav.getByRole('link', { name: uz('console.sections.staff') }).click();
  await expect(page).toHaveURL(/\/uz\/console\/staff/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: new RegExp(uz('consoleStaff.listOf', { store: '.+' })) })).toBeVisible();
  await expect(main.getByTestId('staff-member').filter({ hasText: formatPhone(owner.phone) })).toContainText(uz('consoleStaff.owner'));

  // Added by phone, with the mask the shop's forms use; a number cut short is said at the field.
  const phoneField = main.getByLabel(uz('auth.phone'));
  await typePhone(phoneField, person.phone.slice(0, -2));
  await main.getByRole('button', { name: uz('consoleStaff.add'), exact: true }).click();
  await expect(main.getByText(uz('consoleStaff.phoneNeeded'))).toBeVisible();
  await expect(phoneField).toBeFocused();
  // Emptied back to "+998", which the field always keeps.
  await phoneField.press('ControlOrMeta+a');
  await phoneField.press('Backspace');
  await expect(phoneField).toHaveValue(/^\+998\s*$/);
  await typePhone(phoneField, person.phone);
  await expect(phoneField).toHaveValue(formatPhoneAsYouType(person.phone));
  await main.getByRole('button', { name: uz('consoleStaff.add'), exact: true }).click();
  await expect(page.getByText(uz('consoleStaff.added', { phone: shown }))).toBeVisible();
  const row = main.getByTestId('staff-member').filter({ hasText: shown });
  await expect(row).toContainText(uz('consoleStaff.seller'));
  // Twice: the server says they are a seller already, under the field.
  await typePhone(phoneField, person.phone);
  await main.getByRole('button', { name: uz('consoleStaff.add'), exact: true }).click();
  await expect(main.getByText(uz('api.staff.alreadySeller', { phone: shown }))).toBeVisible();
  await expect(main.getByTestId('staff-member').filter({ hasText: shown })).toHaveCount(1);

  // The new seller signs in to the console: the device is confirmed, and the store's orders show.
  const tokens = await apiLogin(request, person.phone, person.password);
  await confirmDevice(request, person.phone, tokens.access_token);
  const theirs = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const their = await theirs.newPage();
  await their.goto('/uz');
  await storeTokens(their, tokens);
  await their.goto('/uz/console/orders');
  await expect(their.getByTestId('console-order').filter({ hasText: uz('console.orderNumber', { id: orderId }) })).toBeVisible();
  // A seller has no staff page in the menu.
  await expect(their.getByRole('navigation', { name: uz('console.menu') }).getByRole('link', { name: uz('console.sections.staff') })).toHaveCount(0);

  // In Russian: the owner removes them after a confirmation.
  await page.goto(`/ru/console/staff?store=${STORE}`);
  const ruRow = main.getByTestId('staff-member').filter({ hasText: shown });
  await ruRow.getByRole('button', { name: ru('consoleStaff.removeMember', { phone: shown }) }).click();
  const dialog = page.getByRole('dialog', { name: ru('consoleStaff.removeTitle', { phone: shown }) });
  await expect(dialog.getByText(ru('consoleStaff.removeEffect'))).toBeVisible();
  await dialog.getByRole('button', { name: ru('consoleStaff.removeConfirm') }).click();
  await expect(page.getByText(ru('consoleStaff.removed', { phone: shown }))).toBeVisible();
  await expect(main.getByTestId('staff-member').filter({ hasText: shown })).toHaveCount(0);
  // Their console closes at the next page.
  await their.reload();
  await expect(their.getByText(uz('console.noAccessTitle'))).toBeVisible();
  await theirs.close();

  // The store's log, by the owner's phone: both changes in words.
  await page.goto('/ru/console/audit');
  await expect(main.getByText(ru('consoleStaff.auditScope'))).toBeVisible();
  await typePhone(main.getByLabel(ru('console.audit.actor')), owner.phone);
  await main.getByRole('button', { name: ru('console.find') }).click();
  await expect(page).toHaveURL(/phone=%2B998/);
  const me = await request.get('/api/v1/console/me/', { headers: { Authorization: `Bearer ${owner.tokens.access_token}` } });
  const store = ((await me.json()).result.stores as { id: number; brand_name: string }[]).find((s) => s.id === STORE)!.brand_name;
  const seller = ru('api.audit.roles.seller', { store });
  const entries = main.getByTestId('audit-entry');
  await expect(entries.filter({ hasText: ru('api.audit.roleRevoked', { role: seller }) })).toHaveCount(1);
  await expect(entries.filter({ hasText: ru('api.audit.roleGranted', { role: seller }) })).toContainText(ru('consoleStaff.auditStore', { store }));
});

for (const locale of ['uz', 'ru'] as const) {
  test(`the operator's sections fit a 1366 × 768 screen (${locale})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/orders`);
    const nav = page.getByRole('navigation', { name: msg(locale, 'console.menu') });
    const links = nav.getByRole('link');
    await expect(links.last()).toBeVisible();
    // Every section of an operator, each on the screen (none below the fold or off to the right).
    const keys = [
      'home',
      'orders',
      'products',
      'reviews',
      'reports',
      'store',
      'storePromos',
      'staff',
      'audit',
      'stores',
      'support',
      'users',
      'promoCodes',
      'content',
      'vitals',
    ];
    for (const key of keys) await expect(nav.getByRole('link', { name: msg(locale, `console.sections.${key}`), exact: true })).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(keys.length);
    const boxes = await links.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ right: r.right, bottom: r.bottom, height: r.height })),
    );
    for (const box of boxes) {
      expect(box.right).toBeLessThanOrEqual(1366);
      expect(box.bottom).toBeLessThanOrEqual(768);
    }
    // The menu needs no scrolling of its own, and no label wraps onto a second line.
    expect(await nav.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(Math.max(...boxes.map((b) => b.height))).toBeLessThanOrEqual(40);
    // Nothing on the operator's pages with rows of chips (the board's statuses, the content's
    // sections, the stores' filter) reaches beyond the screen's right edge.
    for (const path of ['/console/orders', '/console/content', '/console/stores']) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // A wide table scrolled inside its own box (the board's rows once there are many orders)
        // is not past the screen's edge: its box is, or is not, and that box is checked itself.
        const insideScroller = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== 'visible') return p.getBoundingClientRect().right <= width + 1;
          }
          return false;
        };
        return [...document.querySelectorAll('body *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.right > width + 1 && !insideScroller(el);
          })
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      });
      expect(overflow, path).toEqual([]);
    }
  });
}
