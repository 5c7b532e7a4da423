import { coordinateText, insideUzbekistan, placeLabel, reverseGeocodeUrl, searchGeocodeUrl, TASHKENT_CENTRE, toPlace, toUzbekPoint } from './geo';

describe('the bounds of Uzbekistan', () => {
  it.each([
    ['Tashkent', 41.3111, 69.2797],
    ['Samarkand', 39.6542, 66.9597],
    ['Nukus', 42.4611, 59.6003],
    ['Termez', 37.2242, 67.2783],
    ['Andijan', 40.7821, 72.3442],
  ])('takes %s', (_, latitude, longitude) => {
    expect(insideUzbekistan({ latitude, longitude })).toBe(true);
  });

  it.each([
    ['Almaty', 43.2389, 76.8897],
    ['Moscow', 55.7558, 37.6173],
    ['Kabul', 34.5553, 69.2075],
    ['null island', 0, 0],
    ['swapped Tashkent', 69.2797, 41.3111],
  ])('refuses %s', (_, latitude, longitude) => {
    expect(insideUzbekistan({ latitude, longitude })).toBe(false);
  });

  it('the default centre is inside', () => {
    expect(insideUzbekistan(TASHKENT_CENTRE)).toBe(true);
  });

  it('reads typed points, refusing those outside', () => {
    expect(toUzbekPoint('41,3111', ' 69.2797 ')).toEqual({ latitude: 41.3111, longitude: 69.2797 });
    expect(toUzbekPoint('55.75', '37.61')).toBeNull();
    expect(toUzbekPoint('', '69')).toBeNull();
    expect(toUzbekPoint('abc', '69')).toBeNull();
  });

  it('writes a coordinate with at most 6 decimals', () => {
    expect(coordinateText(41.31110049)).toBe('41.3111');
    expect(coordinateText(69.1234567)).toBe('69.123457');
  });
});

describe('the geocoder requests', () => {
  it('asks what is at a point in the page language', () => {
    const url = new URL(reverseGeocodeUrl({ latitude: 41.3111, longitude: 69.2797 }, 'ru'));
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: 'jsonv2', lat: '41.3111', lon: '69.2797', 'accept-language': 'ru' });
  });

  it('searches in Uzbekistan, Tashkent first, and not for a letter or two', () => {
    expect(searchGeocodeUrl(' a ', 'uz')).toBeNull();
    const url = new URL(searchGeocodeUrl('  Amir   Temur 12 ', 'uz')!);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'Amir Temur 12',
      countrycodes: 'uz',
      viewbox: '69.1,41.45,69.45,41.2',
      'accept-language': 'uz',
    });
  });
});

describe('the geocoder answers', () => {
  const place = {
    lat: '41.3112',
    lon: '69.2790',
    display_name: '12, Amir Temur shoh koʻchasi, Yunusobod tumani, Toshkent, 100000, Oʻzbekiston',
    address: {
      house_number: '12',
      road: 'Amir Temur shoh koʻchasi',
      city_district: 'Yunusobod tumani',
      city: 'Toshkent',
      postcode: '100000',
      country: 'Oʻzbekiston',
    },
  };

  it('makes a short line: city, district, street, house', () => {
    expect(placeLabel(place)).toBe('Toshkent, Yunusobod tumani, Amir Temur shoh koʻchasi, 12');
  });

  it('falls back to the display name without postcode and country', () => {
    expect(placeLabel({ display_name: 'Chorsu, Toshkent, 100000, Oʻzbekiston', address: { postcode: '100000', country: 'Oʻzbekiston' } })).toBe(
      'Chorsu, Toshkent',
    );
  });

  it('keeps a place in Uzbekistan with words, and nothing else', () => {
    expect(toPlace(place)).toEqual({ latitude: 41.3112, longitude: 69.279, label: 'Toshkent, Yunusobod tumani, Amir Temur shoh koʻchasi, 12' });
    expect(toPlace({ ...place, lat: '55.75', lon: '37.61' })).toBeNull();
    expect(toPlace({ lat: '41.3', lon: '69.2' })).toBeNull();
    expect(toPlace(null)).toBeNull();
    // Nominatim answers `{ error: "Unable to geocode" }` for a point with nothing near.
    expect(toPlace({ error: 'Unable to geocode' } as never)).toBeNull();
  });
});
