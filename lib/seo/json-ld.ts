/**
 * JSON for a <script type="application/ld+json">: `<`, `>`, `&` and U+2028/2029 are escaped so
 * that no text from the catalog can close the script or break the page.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
