import { GEOCODER_ORIGIN, MAP_TILE_ORIGIN, mediaOrigin, pageContentSecurityPolicy } from './security-headers';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the page Content-Security-Policy', () => {
  it('lets the address map draw OpenStreetMap tiles and ask its geocoder, and nothing else from elsewhere', () => {
    const policy = directives(pageContentSecurityPolicy());
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN]);
    expect(policy['connect-src']).toEqual(["'self'", GEOCODER_ORIGIN]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    const hosts = Object.values(policy)
      .flat()
      .filter((source) => source.startsWith('https:'));
    expect(hosts.sort()).toEqual([GEOCODER_ORIGIN, MAP_TILE_ORIGIN].sort());
  });
});

describe('pictures from a CDN (MEDIA_BASE_URL, ADR 0019)', () => {
  it("adds only the CDN's origin to img-src", () => {
    expect(mediaOrigin('https://cdn.savat.uz/shop/')).toBe('https://cdn.savat.uz');
    expect(mediaOrigin('')).toBeNull();
    expect(mediaOrigin('not a url')).toBeNull();
    const policy = directives(pageContentSecurityPolicy(false, 'https://cdn.savat.uz'));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN, 'https://cdn.savat.uz']);
    expect(policy['connect-src']).toEqual(["'self'", GEOCODER_ORIGIN]);
  });
});
