import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { listViewRewrites } from '../domain/list-view';
import { trailingSlashRedirects } from '../i18n/locale-redirect';
import { locales } from '../i18n/routing';
import { pageSecurityHeaders } from './security-headers';

/**
 * next.config.mjs in each phase, read as Next reads it: in a plain Node process (jest's module
 * registry would hide what the config itself loads). It prints the config, with its rewrites and
 * headers resolved, and the CommonJS files the process loaded along the way.
 */
function readConfig(phase: string) {
  const script = `
    import { createRequire } from 'node:module';
    const { default: nextConfig } = await import(${JSON.stringify(path.resolve('next.config.mjs'))});
    const config = await nextConfig(${JSON.stringify(phase)});
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({
      keys: Object.keys(config),
      cacheHandler: config.cacheHandler,
      redirects: config.redirects ? await config.redirects() : null,
      rewrites: config.rewrites ? await config.rewrites() : null,
      headers: config.headers ? await config.headers() : null,
      loaded,
    }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve('.'),
    env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as {
    keys: string[];
    cacheHandler?: string;
    redirects: unknown[] | null;
    rewrites: { beforeFiles: unknown[] } | null;
    headers: { source: string; headers: unknown[] }[] | null;
    loaded: string[];
  };
}

describe('next.config.mjs', () => {
  it('gives `next start` its runtime settings without loading TypeScript, @swc/core or the next-intl plugin', () => {
    const config = readConfig('phase-production-server');
    expect(config.cacheHandler).toBe(path.resolve('lib/http/cache-handler.mjs'));
    expect(config.keys).toEqual(expect.arrayContaining(['generateEtags', 'htmlLimitedBots', 'skipTrailingSlashRedirect']));
    // The redirects, rewrites and headers come from the build's routes manifest at run time.
    expect(config.redirects).toBeNull();
    expect(config.rewrites).toBeNull();
    expect(config.headers).toBeNull();
    // CommonJS files only: tsx, which the build imports as ESM, would not show here.
    const heavy = config.loaded.filter((file) => /node_modules[\\/](typescript|@swc[\\/]core|@parcel|next-intl)[\\/]/.test(file));
    expect(heavy).toEqual([]);
  });

  it('builds with the redirects, the list rewrites and the security headers of the TypeScript modules', () => {
    const config = readConfig('phase-production-build');
    expect(config.redirects).toEqual(trailingSlashRedirects(locales));
    expect(config.rewrites?.beforeFiles).toEqual(listViewRewrites(locales));
    expect(config.headers).toEqual([
      { source: '/', headers: pageSecurityHeaders(false) },
      { source: '/:path((?!api/).*)', headers: pageSecurityHeaders(false) },
      // The service worker is looked up afresh on every visit (ADR 0014).
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache, no-store, must-revalidate' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ]);
    // The next-intl plugin is applied (it points `next-intl/config` at lib/i18n/request.ts), and
    // what it loads shows in the list the first test reads.
    expect(config.keys).toEqual(expect.arrayContaining(['webpack']));
    expect(config.loaded.some((file) => /node_modules[\\/]next-intl[\\/].*plugin\.cjs$/.test(file))).toBe(true);
    expect(config.loaded.some((file) => /node_modules[\\/]@parcel[\\/]watcher[\\/]/.test(file))).toBe(true);
  }, 60_000);
});
