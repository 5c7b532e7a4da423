import 'server-only';
import { inArray } from 'drizzle-orm';
import type { DeliveryTermsAnswer, OrderDelivery, SlotChoice } from '@/lib/contract/delivery';
import { belowMinimum, deliveryByStore, offeredSlots, promisedWindow, type DeliveryLine, type DeliveryTerms } from '@/lib/domain/delivery';
import type { TermsByStore } from '@/lib/domain/order';
import type { Queryable } from '../db/client';
import { stores } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { hoursOf } from './store-hours';

/** The delivery terms of the given stores, by id (a store that does not exist is left out). */
export async function termsOf(db: Queryable, storeIds: readonly number[]): Promise<Map<number, DeliveryTerms>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: stores.id,
      minOrder: stores.minOrder,
      fee: stores.deliveryFee,
      freeFrom: stores.freeDeliveryFrom,
      etaMin: stores.etaMin,
      etaMax: stores.etaMax,
      slots: stores.deliverySlots,
      schedule: stores.schedule,
      pausedUntil: stores.pausedUntil,
    })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  return new Map(
    rows.map((r) => [
      r.id,
      { store: r.id, min_order: r.minOrder, fee: r.fee, free_from: r.freeFrom, eta_min: r.etaMin, eta_max: r.etaMax, slots: r.slots, hours: hoursOf(r) },
    ]),
  );
}

/** `GET /store/delivery/?store=…`: the terms and the windows on offer now, in the order asked. */
export async function deliveryTerms(db: Queryable, storeIds: readonly number[], now = new Date()): Promise<DeliveryTermsAnswer[]> {
  const terms = await termsOf(db, storeIds);
  return storeIds.flatMap((id) => {
    const t = terms.get(id);
    if (!t) return [];
    const { hours, ...answer } = t;
    return [{ ...answer, offered_slots: offeredSlots(t.slots, now, hours) }];
  });
}

interface OrderLine extends DeliveryLine {
  store: { id: number; brand_name: string };
}

/**
 * A delivery order's promise store by store, checked: a store whose goods do not reach its
 * minimum refuses the order (400 `below_minimum_order`, the amount missing per store); a picked
 * window must be one the store offers now (else 400 `validation_error`); a store with windows
 * that was not given one gets its earliest; any other store promises its estimate from now.
 */
export function promiseDelivery(lines: readonly OrderLine[], terms: TermsByStore, choices: readonly SlotChoice[] = [], now = new Date()): OrderDelivery[] {
  const groups = deliveryByStore(lines, terms, 'D');
  const short = belowMinimum(groups);
  if (short.length) {
    throw new ApiFailure('below_minimum_order', {
      fields: Object.fromEntries(short.map((g) => [`stores.${g.store}`, `${g.missing}`])),
      extra: { below_minimum: short.map((g) => ({ store: g.store, min_order: g.terms.min_order, subtotal: g.subtotal, missing: g.missing })) },
    });
  }
  const chosen = new Map(choices.map((c) => [c.store, Date.parse(c.from)]));
  for (const store of chosen.keys()) {
    if (!groups.some((g) => g.store === store)) throw new ApiFailure('validation_error', { fields: { slots: text('fields.slotNotOffered') } });
  }
  return groups.map((g) => {
    const brand = g.lines[0]!.store.brand_name;
    const offered = offeredSlots(g.terms.slots, now, g.terms.hours);
    let window = promisedWindow(g.terms, now);
    let slot = false;
    if (offered.length) {
      const wanted = chosen.get(g.store);
      const pick = wanted === undefined ? offered[0]! : offered.find((s) => Date.parse(s.from) === wanted);
      if (!pick) throw new ApiFailure('validation_error', { fields: { slots: text('fields.slotNotOffered') } });
      window = pick;
      slot = true;
    } else if (chosen.has(g.store)) {
      throw new ApiFailure('validation_error', { fields: { slots: text('fields.slotNotOffered') } });
    }
    return {
      store: { id: g.store, brand_name: brand },
      subtotal: g.subtotal,
      delivery_price: g.delivery_price,
      promised_from: window.from,
      promised_to: window.to,
      slot,
    };
  });
}
