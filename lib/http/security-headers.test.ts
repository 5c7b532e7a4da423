import { GEOCODER_ORIGIN, MAP_TILE_ORIGIN, pageContentSecurityPolicy } from './security-headers';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the page Content-Security-Policy', () => {
  it('lets the address map draw OpenStreetMap tiles and ask its geocoder, and nothing else from elsewhere', () => {
    const policy = directives(pageContentSecurityPolicy());
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN]);
    expect(policy['connect-src']).toEqual(["'self'", GEOCODER_ORIGIN]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    const hosts = Object.values(policy).flat().filter((source) => source.startsWith('https:'));
    expect(hosts.sort()).toEqual([GEOCODER_ORIGIN, MAP_TILE_ORIGIN].sort());
  });
});
