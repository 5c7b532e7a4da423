/**
 * Where Savat delivers, and the words of a map point: the bounds of Uzbekistan (the server refuses
 * an address outside them), the map's default centre (Tashkent), and the requests and answers of
 * OpenStreetMap's geocoder, Nominatim (address search and "what is at this point"), which the
 * address map calls from the browser. Pure: no React, no fetch.
 */
import { toGeoPoint, type GeoPoint } from './addresses';

/** The bounding box of Uzbekistan, with a few km to spare (its borders run 37.18–45.59 N, 55.99–73.13 E). */
export const UZBEKISTAN_BOUNDS = { south: 37.1, west: 55.9, north: 45.6, east: 73.2 } as const;

/** The centre of Tashkent (Amir Temur square): where the map opens when there is no point yet. */
export const TASHKENT_CENTRE: GeoPoint = { latitude: 41.3111, longitude: 69.2797 };

/** Tashkent and its ring road, for ranking search results (Nominatim `viewbox`: west, north, east, south). */
const TASHKENT_VIEWBOX = { west: 69.1, north: 41.45, east: 69.45, south: 41.2 } as const;

/** Nominatim's usage policy allows one request a second; the map waits a little longer between them. */
export const GEOCODER_INTERVAL_MS = 1100;

/** Whether a point lies inside the bounds of Uzbekistan. */
export function insideUzbekistan(point: GeoPoint): boolean {
  const b = UZBEKISTAN_BOUNDS;
  return point.latitude >= b.south && point.latitude <= b.north && point.longitude >= b.west && point.longitude <= b.east;
}

/** A typed or received point (see toGeoPoint) that lies in Uzbekistan, or null. */
export function toUzbekPoint(latitude: unknown, longitude: unknown): GeoPoint | null {
  const point = toGeoPoint(latitude, longitude);
  return point && insideUzbekistan(point) ? point : null;
}

/** The text of a point in the typed fields: at most 6 decimals, no trailing zeros. */
export const coordinateText = (value: number) => String(Math.round(value * 1e6) / 1e6);

const NOMINATIM_ORIGIN = 'https://nominatim.openstreetmap.org';

/** "What is at this point", in the page's language. */
export function reverseGeocodeUrl(point: GeoPoint, locale: string): string {
  const q = new URLSearchParams({
    format: 'jsonv2',
    lat: String(point.latitude),
    lon: String(point.longitude),
    zoom: '18',
    addressdetails: '1',
    'accept-language': locale,
  });
  return `${NOMINATIM_ORIGIN}/reverse?${q}`;
}

/** Address search in Uzbekistan, Tashkent first; null for a query too short to send. */
export function searchGeocodeUrl(query: string, locale: string, limit = 5): string | null {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length < 3) return null;
  const v = TASHKENT_VIEWBOX;
  const q = new URLSearchParams({
    format: 'jsonv2',
    q: text.slice(0, 200),
    countrycodes: 'uz',
    viewbox: `${v.west},${v.north},${v.east},${v.south}`,
    addressdetails: '1',
    limit: String(limit),
    'accept-language': locale,
  });
  return `${NOMINATIM_ORIGIN}/search?${q}`;
}

/** The parts of a Nominatim place this module reads. */
export interface GeocodedPlace {
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

/** A place found by the geocoder: the point and a short address line. */
export interface PlaceLabel extends GeoPoint {
  label: string;
}

const firstOf = (address: Record<string, string | undefined>, keys: string[]) => keys.map((k) => address[k]?.trim()).find(Boolean);

/**
 * A short address line for a place: "city, street, house" ("Toshkent, Amir Temur shoh ko'chasi,
 * 12"), from its parts when Nominatim gives them, else its display name without the postcode and
 * the country.
 */
export function placeLabel(place: GeocodedPlace): string {
  const a = place.address ?? {};
  const street = firstOf(a, ['road', 'pedestrian', 'street', 'residential', 'neighbourhood', 'quarter']);
  if (street) {
    const city = firstOf(a, ['city', 'town', 'village', 'county', 'state']);
    const area = firstOf(a, ['suburb', 'city_district']);
    return [city, area && area !== city ? area : undefined, street, a.house_number?.trim()].filter(Boolean).join(', ');
  }
  const drop = new Set([a.postcode, a.country].filter(Boolean));
  return (place.display_name ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !drop.has(s))
    .join(', ');
}

/** A geocoder answer as a place in Uzbekistan with a label, or null (no point, no words, elsewhere). */
export function toPlace(place: GeocodedPlace | null | undefined): PlaceLabel | null {
  if (!place || typeof place !== 'object') return null;
  const point = toUzbekPoint(place.lat === undefined ? undefined : String(place.lat), place.lon === undefined ? undefined : String(place.lon));
  const label = placeLabel(place).slice(0, 300);
  return point && label ? { ...point, label } : null;
}
