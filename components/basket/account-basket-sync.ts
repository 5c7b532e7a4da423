'use client';

import { getAccountBasket, saveAccountBasket } from '@/lib/api/basket';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { hasSession } from '@/lib/api/tokens';
import type { AccountBasket } from '@/lib/contract/basket';
import { checkLines } from '@/lib/domain/basket-lines';
import { linesKey, mergeBaskets, type SavedLine } from '@/lib/domain/basket-merge';
import { useBasket } from '@/lib/stores/basket';
import { useBasketSync } from '@/lib/stores/basket-sync';

/**
 * A logged-in shopper's basket follows the account (ADR 0031). The device keeps the basket as it
 * always has (offline too); this module brings it level with the server's copy:
 * - at login, the device's basket joins the account's (mergeBaskets: the larger count of a product
 *   on both sides) and the result is saved;
 * - on a page load, the server's basket replaces the device's, unless the device changed since it
 *   last synced (offline, or a save that never arrived): then the device's goes up, the latest word;
 * - after each change, the whole basket goes up (BasketSync calls pushBasket).
 * A guest's basket never leaves the device. Loaded only for a logged-in shopper (BasketSync).
 */

const deviceLines = (): SavedLine[] => {
  // Each product once (a basket never holds one twice; the server would refuse the whole basket).
  const seen = new Set<number>();
  return checkLines(useBasket.getState()).filter((line) => !seen.has(line.id) && seen.add(line.id));
};
const deviceKey = () => linesKey(deviceLines());

/** One sync at a time: an answer must never overtake a later one. */
let queue: Promise<unknown> = Promise.resolve();
function serially(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Takes the server's basket, unless the shopper changed this one while it was on its way (that change goes up next). */
function take(answer: AccountBasket, seenKey: string) {
  if (deviceKey() !== seenKey) return;
  useBasket.getState().replaceLines(answer.products);
  useBasketSync.getState().setSynced(deviceKey());
}

/** The ids of the lines a 400 named (products the shop no longer sells). */
function refusedIds(error: unknown, lines: readonly SavedLine[]): Set<number> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return new Set();
  const ids = Object.keys(error.fields).map((key) => lines[Number(/^products\.(\d+)\.id$/.exec(key)?.[1] ?? NaN)]?.id);
  return new Set(ids.filter((id): id is number => id !== undefined));
}

/**
 * Saves lines as the account's basket. A product the shop no longer sells (deleted, its store
 * suspended) can be in no basket: it leaves this device's too, and the rest is saved.
 */
async function save(lines: SavedLine[]): Promise<{ answer: AccountBasket; removed: boolean }> {
  try {
    return { answer: await saveAccountBasket(browserApi(), lines), removed: false };
  } catch (error) {
    const refused = refusedIds(error, lines);
    if (!refused.size) throw error;
    for (const id of refused) useBasket.getState().remove(id);
    return {
      answer: await saveAccountBasket(
        browserApi(),
        lines.filter((line) => !refused.has(line.id)),
      ),
      removed: true,
    };
  }
}

async function push() {
  const seenKey = deviceKey();
  if (seenKey === useBasketSync.getState().synced) return;
  const { answer, removed } = await save(deviceLines());
  take(answer, removed ? deviceKey() : seenKey);
}

async function merge() {
  const seenKey = deviceKey();
  const account = await getAccountBasket(browserApi());
  const accountLines = account.products.map(({ id, count }) => ({ id, count }));
  const merged = mergeBaskets(deviceLines(), accountLines);
  if (linesKey(merged) === linesKey(accountLines)) return take(account, seenKey);
  const { answer, removed } = await save(merged);
  take(answer, removed ? deviceKey() : seenKey);
}

/**
 * After a login: the device's basket joins the account's. Nothing counts as synced until it has
 * (the key may be another account's): a merge that fails is tried again at the next page load.
 */
export const mergeBasket = () => {
  useBasketSync.getState().setSynced(null);
  return serially(merge);
};

/** After a change on this device: the whole basket goes up (nothing when it is what was last synced). */
export const pushBasket = () =>
  serially(async () => {
    if (hasSession()) await push();
  });

/** On a page load: the server's basket, or this device's when it changed since the last sync. */
export const loadBasket = () =>
  serially(async () => {
    if (!hasSession()) return;
    const { synced } = useBasketSync.getState();
    if (synced === null) return merge();
    if (deviceKey() !== synced) return push();
    const seenKey = deviceKey();
    take(await getAccountBasket(browserApi()), seenKey);
  });
