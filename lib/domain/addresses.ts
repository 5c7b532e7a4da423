/**
 * The addresses kept on the device (local storage key `address`): a list and the main one.
 * Pure rules; the zustand store in lib/stores/addresses.ts applies them.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

interface LocalAddress {
  /** A random number. */
  id: number;
  address: string;
  location: GeoPoint | null;
}

export interface AddressesState {
  main_address: LocalAddress | null;
  address_list: LocalAddress[];
}

export const initialAddresses: AddressesState = { main_address: null, address_list: [] };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const randomAddressId = () => Math.floor(Math.random() * 1_000_000_000) + 1;

/**
 * Adding an address whose text is already stored does nothing; otherwise it is added with a random
 * id and becomes the main address.
 */
export function addAddress(
  state: AddressesState,
  entry: { address: string; location?: GeoPoint | null },
  randomId: () => number = randomAddressId,
): AddressesState {
  const text = entry.address.trim();
  if (!text || state.address_list.some((a) => sameText(a.address, text))) return state;
  let id = randomId();
  while (state.address_list.some((a) => a.id === id)) id = randomId();
  const added: LocalAddress = { id, address: text, location: entry.location ?? null };
  return { main_address: added, address_list: [...state.address_list, added] };
}

/** Removing the main address (or the last one) empties main_address. */
export function removeAddress(state: AddressesState, id: number): AddressesState {
  const address_list = state.address_list.filter((a) => a.id !== id);
  if (address_list.length === state.address_list.length) return state;
  const main_address = !address_list.length || state.main_address?.id === id ? null : state.main_address;
  return { main_address, address_list };
}

/** Makes a stored address the main one (an unknown id changes nothing). */
export function chooseMainAddress(state: AddressesState, id: number): AddressesState {
  const found = state.address_list.find((a) => a.id === id);
  return found ? { ...state, main_address: found } : state;
}

/** A point inside the coordinate ranges, or null. */
export function toGeoPoint(latitude: unknown, longitude: unknown): GeoPoint | null {
  const lat = typeof latitude === 'string' ? Number(latitude.trim().replace(',', '.')) : latitude;
  const lon = typeof longitude === 'string' ? Number(longitude.trim().replace(',', '.')) : longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (typeof latitude === 'string' && !latitude.trim()) return null;
  if (typeof longitude === 'string' && !longitude.trim()) return null;
  // Six decimals are ~10 cm: enough, and URLs stay short.
  return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lon * 1e6) / 1e6 };
}

/** A shopper saves at most this many delivery addresses on the server (the address book). */
export const MAX_ADDRESSES = 20;
