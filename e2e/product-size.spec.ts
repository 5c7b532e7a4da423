import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A product page rendered for a crawler stays small (docs/adr/0022-crawler-cheap-pages.md):
 * its HTML, uncompressed, in both languages, and the React payload inlined in it. Sizes only:
 * timing never decides a test (`npm run bench:pages` prints the render rate).
 *
 * The HTML budget is ADR 0022's target, 90 kB; the payload's is where it is now plus a little
 * room, so that a change that sends whole products or a block's markup twice again fails here.
 * Never raise either without a reason in the ADR.
 */
// 92 kB since the order desk (ADR 0022, addendum): the heaviest product page measured 91.0 kB
// (ru, HTML) with a store's open state, a stop and the by-weight note; to be trimmed back to 90.
const HTML_BUDGET = 92 * 1024;
const RSC_BUDGET = 48 * 1024;

/** The demo products with the most on their page: other stores, related products and reviews. */
async function heaviestProducts(request: APIRequestContext): Promise<number[]> {
  const list = await (await request.get('/api/v1/store/products/popular/?size=40')).json();
  const weighed: { id: number; weight: number }[] = [];
  for (const { id } of list.result.content as { id: number }[]) {
    const detail = (await (await request.get(`/api/v1/store/products/${id}/`)).json()).result;
    weighed.push({ id, weight: detail.comparison_products.length * 2 + detail.related_products.length + detail.images.length });
  }
  return weighed
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((p) => p.id);
}

/** The bytes of the page's HTML and of its `self.__next_f.push` scripts. */
function weigh(html: string) {
  let rsc = 0;
  for (const [tag] of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)) rsc += Buffer.byteLength(tag);
  return { html: Buffer.byteLength(html), rsc };
}

test('a product page for a crawler: HTML and React payload within their budgets, no whole product in the payload', async ({ request }) => {
  const ids = await heaviestProducts(request);
  expect(ids.length).toBeGreaterThan(0);
  for (const locale of ['uz', 'ru'] as const) {
    for (const id of ids) {
      // As a crawler asks: no cookies, plain HTML.
      const answer = await request.get(`/${locale}/products/${id}`, { headers: { 'accept-encoding': 'identity', 'user-agent': 'Googlebot/2.1' } });
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      const { html: bytes, rsc } = weigh(html);
      test
        .info()
        .annotations.push({ type: 'size', description: `/${locale}/products/${id}: HTML ${(bytes / 1024).toFixed(1)} kB, RSC ${(rsc / 1024).toFixed(1)} kB` });
      expect(bytes, `/${locale}/products/${id} HTML bytes`).toBeLessThanOrEqual(HTML_BUDGET);
      expect(rsc, `/${locale}/products/${id} React payload bytes`).toBeLessThanOrEqual(RSC_BUDGET);
      // The cards and the other stores get a card's fields, never a whole product: no product's
      // view count or store coordinates cross into the payload (as JSON inside the scripts).
      for (const field of ['view_count', 'number_of_sales', 'free_shipping_distance', 'latitude\\":4']) {
        expect(html.includes(field), `/${locale}/products/${id} carries ${field}`).toBe(false);
      }
      // JSON-LD and metadata are still there.
      expect(html).toContain('application/ld+json');
      expect(html).toMatch(/<link rel="alternate" hrefLang="x-default"/);
    }
  }
});
