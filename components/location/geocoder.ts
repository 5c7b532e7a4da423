'use client';

import type { GeoPoint } from '@/lib/domain/addresses';
import { GEOCODER_INTERVAL_MS, reverseGeocodeUrl, searchGeocodeUrl, toPlace, type GeocodedPlace, type PlaceLabel } from '@/lib/domain/geo';

/**
 * OpenStreetMap's geocoder (Nominatim), called from the shopper's browser: at most one request a
 * second from this tab (its usage policy), each cancellable. A failure (offline, blocked, a slow or
 * odd answer) is `null`: the map then simply offers no address words.
 */
let nextSlot = 0;

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function ask(url: string, signal: AbortSignal): Promise<unknown> {
  const now = Date.now();
  const slot = Math.max(now, nextSlot);
  nextSlot = slot + GEOCODER_INTERVAL_MS;
  await wait(slot - now, signal);
  const response = await fetch(url, {
    signal,
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  if (!response.ok) return null;
  return response.json();
}

/** The address at a point, or null. */
export async function reverseGeocode(point: GeoPoint, locale: string, signal: AbortSignal): Promise<PlaceLabel | null> {
  try {
    const place = toPlace((await ask(reverseGeocodeUrl(point, locale), signal)) as GeocodedPlace);
    // The label is of the clicked point, not of the building Nominatim matched.
    return place ? { ...point, label: place.label } : null;
  } catch {
    return null;
  }
}

/** Places in Uzbekistan matching a query (Tashkent first); null when the search failed. */
export async function searchPlaces(query: string, locale: string, signal: AbortSignal): Promise<PlaceLabel[] | null> {
  const url = searchGeocodeUrl(query, locale);
  if (!url) return [];
  try {
    const answer = await ask(url, signal);
    if (!Array.isArray(answer)) return null;
    return answer.map((p) => toPlace(p as GeocodedPlace)).filter((p): p is PlaceLabel => p !== null);
  } catch {
    return null;
  }
}
