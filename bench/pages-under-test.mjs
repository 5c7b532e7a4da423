/**
 * What the browser benchmarks (lighthouse.mjs, hydration.mjs) share: their command-line options,
 * the median they print, and the four pages they measure: the bare floor page of the build, the
 * home page, a category list and a product page. The list and the product come from the API so
 * that the URLs are real.
 */

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The four paths, the floor first. */
export async function pagesUnderTest(base) {
  const product = (await (await fetch(`${base}/api/v1/store/products/popular/?size=1`)).json()).result.content[0];
  return ['/bench-static', '/uz', `/uz/products?category_id=${product.category.id}`, `/uz/products/${product.id}`];
}
