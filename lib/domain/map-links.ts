/**
 * Links that open a delivery point in the map apps couriers in Tashkent use, by its coordinates
 * (an address's text is often a landmark that a map search would not find). Yandex Maps takes
 * longitude first; Google Maps latitude first.
 */
export function mapLinks(latitude: number | null | undefined, longitude: number | null | undefined): { yandex: string; google: string } | null {
  if (latitude == null || longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return {
    yandex: `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`,
    google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  };
}
