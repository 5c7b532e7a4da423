import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageRoutes } from './page-routes.mjs';

/** A build's routes manifest as Next writes it (the regexes of next build's), and a public folder. */
function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'page-routes-'));
  const distDir = path.join(root, '.next');
  const publicDir = path.join(root, 'public');
  mkdirSync(distDir);
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  writeFileSync(path.join(publicDir, 'sw.js'), '');
  writeFileSync(path.join(publicDir, 'icons', 'icon-192.png'), '');
  writeFileSync(
    path.join(distDir, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [{ page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' }],
      dynamicRoutes: [
        { page: '/api/v1/[[...route]]', regex: '^/api/v1(?:/(.+?))?(?:/)?$' },
        { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
        { page: '/[locale]/products/[id]', regex: '^/([^/]+?)/products/([^/]+?)(?:/)?$' },
        { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
      ],
    }),
  );
  return pageRoutes({ distDir, publicDir });
}

describe('the route label of a request to the site', () => {
  it("is the page's route from the build, never the path (a crawler's made-up ids make no labels)", () => {
    const routeOf = site();
    expect(routeOf('/uz/products/123')).toBe('/[locale]/products/[id]');
    expect(routeOf('/ru/products/999999/')).toBe('/[locale]/products/[id]');
    expect(routeOf('/uz')).toBe('/[locale]');
    expect(routeOf('/uz/no/such/page')).toBe('/[locale]/[...rest]');
    expect(routeOf('/robots.txt')).toBe('/robots.txt');
    expect(routeOf('/api/v1/store/products/1/')).toBe('/api/v1/[[...route]]');
    expect(routeOf('/sw.js')).toBe('public');
    expect(routeOf('/icons/icon-192.png')).toBe('public');
    expect(routeOf('/_next/static/chunks/main-abc.js')).toBe('/_next/static');
    expect(routeOf('/_next/image')).toBe('/_next/image');
    expect(routeOf('/')).toBe('/');
  });

  it('without a build, only the fixed labels', () => {
    const routeOf = pageRoutes({ distDir: '/nonexistent/.next', publicDir: '/nonexistent/public' });
    expect(routeOf('/uz/products/1')).toBe('other');
    expect(routeOf('/_next/static/x.js')).toBe('/_next/static');
  });
});
