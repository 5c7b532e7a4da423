import { mapLinks } from './map-links';

describe('mapLinks', () => {
  it('puts longitude first for Yandex and latitude first for Google', () => {
    expect(mapLinks(41.2856, 69.2034)).toEqual({
      yandex: 'https://yandex.uz/maps/?pt=69.2034,41.2856&z=17&l=map',
      google: 'https://www.google.com/maps/search/?api=1&query=41.2856,69.2034',
    });
  });
  it('gives none without both coordinates', () => {
    expect(mapLinks(null, 69.2)).toBeNull();
    expect(mapLinks(41.3, undefined)).toBeNull();
  });
});
