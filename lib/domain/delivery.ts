import { TASHKENT_OFFSET_MS } from './datetime';
import { unitPrice } from './product';
import { openAt, windowWithinHours, type StoreHours } from './schedule';

/**
 * Each store's delivery terms and what they make of a basket: the cart and the checkout show them
 * and the server prices and checks an order with the same functions. Amounts are whole so'm.
 * A store's goods count at their price after the item discounts, before a promo code: the
 * minimum and the free-delivery amount are what the store's goods cost, not what the shopper's
 * coupon leaves of them.
 */

/** A time window of a day in Tashkent, "10:00-12:00"; the settings' `slots`. */
export type SlotWindow = string;

export interface DeliveryTerms {
  store: number;
  /** Below this (the store's goods), the store does not deliver; 0 when it always does. */
  min_order: number;
  /** What delivery from this store costs. */
  fee: number;
  /** From this amount delivery is free; null when it never is (except for free-shipping goods). */
  free_from: number | null;
  /** The usual time to the door, in minutes: "30–45 min". */
  eta_min: number;
  eta_max: number;
  /** Delivery windows the shopper may pick today and tomorrow; empty when the store comes as soon as it can. */
  slots: SlotWindow[];
  /** The store's opening hours and pause (ADR 0030): only windows where it is open are offered. Absent: any. */
  hours?: StoreHours;
}

/** A store that has not said otherwise: the contract's 5000 so'm, no minimum, within the hour. */
export const DEFAULT_TERMS: Omit<DeliveryTerms, 'store'> = { min_order: 0, fee: 5000, free_from: null, eta_min: 30, eta_max: 60, slots: [] };

export interface DeliveryLine {
  price: number;
  discount: number;
  discount_price: number;
  count: number;
  free_shipping?: boolean;
  store: { id: number };
}

export interface StoreDelivery<L extends DeliveryLine = DeliveryLine> {
  store: number;
  lines: L[];
  /** The store's goods after their discounts. */
  subtotal: number;
  /** What delivery from this store costs for these goods. */
  delivery_price: number;
  /** How much more the store needs before it delivers (0 when enough). */
  missing: number;
  /** How much more makes delivery free (null when nothing would, or when it already is). */
  left_for_free: number | null;
  terms: Omit<DeliveryTerms, 'store'>;
}

const lineCost = (l: DeliveryLine) => unitPrice(l) * l.count;

/**
 * The basket by store, in the order the stores first appear, each with its subtotal, fee, the
 * amount missing for its minimum and for free delivery. A store's delivery is free when every one
 * of its goods ships free or its subtotal reaches its free-from amount. Pickup costs nothing and
 * has no minimum.
 */
export function deliveryByStore<L extends DeliveryLine>(
  lines: readonly L[],
  terms: ReadonlyMap<number, Omit<DeliveryTerms, 'store'>> | undefined,
  type: 'D' | 'T' = 'D',
): StoreDelivery<L>[] {
  const groups = new Map<number, L[]>();
  for (const line of lines) {
    const group = groups.get(line.store.id);
    if (group) group.push(line);
    else groups.set(line.store.id, [line]);
  }
  return [...groups].map(([store, group]) => {
    const t = terms?.get(store) ?? DEFAULT_TERMS;
    const subtotal = group.reduce((sum, l) => sum + lineCost(l), 0);
    if (type === 'T') return { store, lines: group, subtotal, delivery_price: 0, missing: 0, left_for_free: null, terms: t };
    const allFree = group.every((l) => l.free_shipping);
    const reachedFree = t.free_from !== null && subtotal >= t.free_from;
    const free = allFree || reachedFree || t.fee === 0;
    return {
      store,
      lines: group,
      subtotal,
      delivery_price: free ? 0 : t.fee,
      missing: Math.max(0, t.min_order - subtotal),
      left_for_free: free || t.free_from === null ? null : t.free_from - subtotal,
      terms: t,
    };
  });
}

/** What delivery costs for the whole basket: the stores' fees added up. */
export const deliveryTotal = (groups: readonly StoreDelivery[]) => groups.reduce((sum, g) => sum + g.delivery_price, 0);

/** The stores whose minimum the basket does not reach. */
export const belowMinimum = <L extends DeliveryLine>(groups: readonly StoreDelivery<L>[]) => groups.filter((g) => g.missing > 0);

// ---- Time ---------------------------------------------------------------------------------------

/** A window may be picked until this long before it starts (the store must pack and go). */
const SLOT_LEAD_MINUTES = 60;
const SLOT_DAYS = 2;

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** A window's start and end in minutes after midnight, or null when it is no "HH:MM-HH:MM" that ends after it starts. */
function windowMinutes(value: string): [number, number] | null {
  const m = WINDOW.exec(value);
  if (!m) return null;
  const start = Number(m[1]) * 60 + Number(m[2]);
  const end = Number(m[3]) * 60 + Number(m[4]);
  return end > start && end <= 24 * 60 ? [start, end] : null;
}

/** Whether a text is a window "HH:MM-HH:MM" that ends after it starts. */
export const isSlotWindow = (value: string) => windowMinutes(value) !== null;

export interface Slot {
  /** ISO 8601 times (UTC). */
  from: string;
  to: string;
}

/** Midnight in Tashkent of the day `now` falls on there, as a UTC time in ms. */
function tashkentMidnight(now: Date): number {
  const local = now.getTime() + TASHKENT_OFFSET_MS;
  return local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - TASHKENT_OFFSET_MS;
}

/**
 * Whether a delivery window lies where the store is open (ADR 0030): not paused at its start and,
 * with a schedule, within one day's hours (none on a holiday or a closed weekday).
 */
export function windowOpen(hours: StoreHours | undefined, from: Date, to: Date): boolean {
  if (!hours) return true;
  if (!openAt(hours, from)) return false;
  return hours.schedule ? windowWithinHours(hours.schedule, from, to) : true;
}

/**
 * The windows a shopper may pick now: today's that start at least SLOT_LEAD_MINUTES from now, and
 * all of tomorrow's, in time order; with the store's hours, only those where it is open.
 */
export function offeredSlots(windows: readonly SlotWindow[], now: Date = new Date(), hours?: StoreHours): Slot[] {
  const midnight = tashkentMidnight(now);
  const earliest = now.getTime() + SLOT_LEAD_MINUTES * 60_000;
  const slots: Slot[] = [];
  for (let day = 0; day < SLOT_DAYS; day++) {
    for (const w of windows) {
      const minutes = windowMinutes(w);
      if (!minutes) continue;
      const [from, to] = minutes.map((m) => midnight + day * 86_400_000 + m * 60_000) as [number, number];
      if (from >= earliest && windowOpen(hours, new Date(from), new Date(to)))
        slots.push({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
    }
  }
  return slots.sort((a, b) => a.from.localeCompare(b.from));
}

/** When an order placed now arrives from a store that comes as soon as it can. */
export function promisedWindow(terms: Pick<DeliveryTerms, 'eta_min' | 'eta_max'>, now: Date = new Date()): Slot {
  return { from: new Date(now.getTime() + terms.eta_min * 60_000).toISOString(), to: new Date(now.getTime() + terms.eta_max * 60_000).toISOString() };
}

/** Whether a time falls on the same Tashkent day as `now` (for "today 14:00–16:00"). */
export function isTashkentToday(iso: string, now: Date = new Date()): boolean {
  const t = Date.parse(iso);
  const midnight = tashkentMidnight(now);
  return t >= midnight && t < midnight + 86_400_000;
}

// ---- A store's own terms --------------------------------------------------------------------------

/** The longest estimate a store may promise, in minutes (a day: anything longer is no delivery "to the door"). */
export const ETA_MAX_MINUTES = 24 * 60;
/** How many delivery windows a store may offer a day. */
export const SLOTS_MAX = 12;

/**
 * What is wrong with a store's delivery terms as a whole (the console's store profile, ADR 0012),
 * field by field; empty when they hold together. Each amount is checked for its own range by the
 * schema; these are the rules between them: the estimate's minimum is not above its maximum, a
 * free-delivery amount is not below the minimum order, and every slot is a window of a day
 * ("HH:MM-HH:MM", see isSlotWindow), none twice.
 */
export function deliveryTermsIssues(terms: Omit<DeliveryTerms, 'store'>): Partial<Record<keyof Omit<DeliveryTerms, 'store'>, string>> {
  const issues: Partial<Record<keyof Omit<DeliveryTerms, 'store'>, string>> = {};
  if (terms.eta_min > terms.eta_max) issues.eta_min = 'eta_min <= eta_max';
  if (terms.free_from !== null && terms.free_from < terms.min_order) issues.free_from = 'free_from >= min_order';
  if (terms.slots.some((s) => !isSlotWindow(s))) issues.slots = 'HH:MM-HH:MM';
  else if (new Set(terms.slots).size !== terms.slots.length) issues.slots = 'unique';
  return issues;
}

/**
 * What the shopper is told on adding a store's first product to a basket that holds another
 * store's: this store delivers separately, for its own fee. `terms` null: the terms
 * could not be read, and the note says so without a figure.
 */
export type SeparateDeliveryNote =
  { key: 'separateFee'; fee: number } | { key: 'separateFeeFreeFrom'; fee: number; free: number } | { key: 'separateFree' } | { key: 'separateUnknown' };

export function separateDeliveryNote(terms: Pick<DeliveryTerms, 'fee' | 'free_from'> | null): SeparateDeliveryNote {
  if (!terms) return { key: 'separateUnknown' };
  if (terms.fee <= 0 || terms.free_from === 0) return { key: 'separateFree' };
  return terms.free_from !== null ? { key: 'separateFeeFreeFrom', fee: terms.fee, free: terms.free_from } : { key: 'separateFee', fee: terms.fee };
}
