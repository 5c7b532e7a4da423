// @ts-check
/**
 * The route of a request to the site, as a bounded label for the logs and metrics (ADR 0026): the
 * page's route as Next names it (`/[locale]/products/[id]`), read from the build's routes
 * manifest, never the path itself (a crawler's made-up ids would make a label each).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `public/` (served as they are), as paths.
 * @param {string} dir
 * @returns {Set<string>}
 */
function publicFiles(dir) {
  try {
    return new Set(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) =>
            '/' +
            path
              .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
              .split(path.sep)
              .join('/'),
        ),
    );
  } catch {
    return new Set();
  }
}

/**
 * A function from a request's path (no query) to its route label: `/_next/static`, `/_next/image`,
 * `public` for a file of public/, the page or route handler's pattern from the build's routes
 * manifest (static routes first, then dynamic ones in Next's order), else `other`.
 * @param {{ distDir: string; publicDir: string }} where
 * @returns {(pathname: string) => string}
 */
export function pageRoutes({ distDir, publicDir }) {
  /** @type {{ page: string; regex: string }[]} */
  let staticRoutes = [];
  /** @type {{ page: string; regex: string }[]} */
  let dynamicRoutes = [];
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
    staticRoutes = manifest.staticRoutes ?? [];
    dynamicRoutes = manifest.dynamicRoutes ?? [];
  } catch {
    // No build (a test): only the fixed labels.
  }
  const exact = new Map(staticRoutes.map((r) => [r.page, r.page]));
  const patterns = [...staticRoutes, ...dynamicRoutes].map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  const files = publicFiles(publicDir);
  return (pathname) => {
    if (pathname.startsWith('/_next/')) {
      if (pathname.startsWith('/_next/static/')) return '/_next/static';
      if (pathname.startsWith('/_next/image')) return '/_next/image';
      return '/_next';
    }
    const page = exact.get(pathname);
    if (page) return page;
    if (files.has(pathname)) return 'public';
    for (const route of patterns) if (route.regex.test(pathname)) return route.page;
    return pathname === '/' ? '/' : 'other';
  };
}
