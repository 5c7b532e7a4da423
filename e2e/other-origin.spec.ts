import { expect, test } from '@playwright/test';
import { apiLogin, createAccount } from './helpers/accounts';
import { PARTNER_PORT, STRANGER_PORT, servePage } from './helpers/partner';

/**
 * ADR 0019: a page on another origin (a partner's site, a Telegram Mini App) calls the API from
 * the browser with a bearer token and shows a product's picture from the URL the API gives.
 */

/** The partner's page: plain HTML and a script, as a third party would write it. */
const partnerPage = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Partner</title></head>
<body>
  <p id="me">…</p>
  <p id="product">…</p>
  <img id="picture" alt="" width="160" height="160">
  <p id="error"></p>
  <script>
    (async () => {
      const params = new URLSearchParams(location.hash.slice(1));
      const api = params.get('api');
      const headers = { Authorization: 'Bearer ' + params.get('token'), 'Accept-Language': 'ru' };
      try {
        const me = await (await fetch(api + '/auth/me/', { headers })).json();
        document.getElementById('me').textContent = me.result.phone_number;
        const page = await (await fetch(api + '/store/products/popular/?size=1', { headers })).json();
        const product = page.result.content[0];
        document.getElementById('product').textContent = product.name;
        const img = document.getElementById('picture');
        img.onload = () => img.setAttribute('data-loaded', String(img.naturalWidth));
        img.onerror = () => img.setAttribute('data-loaded', 'error');
        img.src = product.images[0].image;
      } catch (error) {
        document.getElementById('error').textContent = 'refused: ' + error.name;
      }
    })();
  </script>
</body></html>`;

test('a page on an allowed origin calls the API with a bearer token and shows a product picture from its URL', async ({ page, request, baseURL }) => {
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const partner = await servePage(PARTNER_PORT, partnerPage);
  try {
    await page.goto(`${partner.origin}/#api=${encodeURIComponent(`${baseURL}/api/v1`)}&token=${tokens.access_token}`);
    await expect(page.locator('#me')).toHaveText(phone);
    await expect(page.locator('#product')).not.toHaveText('…');
    // Russian names: the Accept-Language header went through the preflight.
    await expect(page.locator('#product')).toHaveText(/[А-Яа-яЁё]/);
    const picture = page.locator('#picture');
    await expect(picture).toHaveAttribute('data-loaded', /^[1-9]\d*$/);
    expect(await picture.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(api\/v1\/)?media\//);
    await expect(page.locator('#error')).toHaveText('');
    // The preflight the browser sent for the Authorization header (pages do not see it as a request).
    const preflight = await request.fetch('/api/v1/auth/me/', {
      method: 'OPTIONS',
      headers: { Origin: partner.origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization, accept-language' },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-origin']).toBe(partner.origin);
  } finally {
    await partner.close();
  }
});

test('a page on an origin not in CORS_ORIGINS cannot read the API', async ({ page, request, baseURL }) => {
  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const stranger = await servePage(STRANGER_PORT, partnerPage);
  try {
    await page.goto(`${stranger.origin}/#api=${encodeURIComponent(`${baseURL}/api/v1`)}&token=${tokens.access_token}`);
    await expect(page.locator('#error')).toHaveText('refused: TypeError');
    await expect(page.locator('#me')).toHaveText('…');
  } finally {
    await stranger.close();
  }
});
