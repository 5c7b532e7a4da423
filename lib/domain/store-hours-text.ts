import { tashkentDay, formatDate, formatTime } from './datetime';
import { endOfTashkentDay } from './schedule';
import type { Locale } from '../contract/values';

/**
 * What the shop says of a stopped product and of a closed store (ADR 0030), as a key of the
 * `storeHours` messages and its values: the component puts it into words with its translator.
 */
export interface HoursText {
  key: 'notAvailableToday' | 'notAvailableUntil' | 'closed' | 'closedOpensToday' | 'closedOpensTomorrow' | 'closedOpensOn';
  values?: Record<string, string>;
}

/** "Not available today" (stopped to the end of the day or longer), or "until 18:00"; null when on sale. */
export function stopText(stoppedUntil: string | null | undefined, locale: Locale, now = new Date()): HoursText | null {
  if (!stoppedUntil) return null;
  const until = new Date(stoppedUntil);
  if (until.getTime() <= now.getTime()) return null;
  if (until.getTime() >= endOfTashkentDay(now).getTime()) return { key: 'notAvailableToday' };
  return { key: 'notAvailableUntil', values: { time: formatTime(until, locale) } };
}

/** "Closed, opens at 08:00" (today, tomorrow or a date), "closed" with no opening in sight; null when open (or unknown). */
export function closedText(store: { open_now?: boolean; opens_at?: string | null }, locale: Locale, now = new Date()): HoursText | null {
  if (store.open_now !== false) return null;
  if (!store.opens_at) return { key: 'closed' };
  const at = new Date(store.opens_at);
  const time = formatTime(at, locale);
  const days = Math.round((Date.parse(`${tashkentDay(at)}T00:00:00Z`) - Date.parse(`${tashkentDay(now)}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return { key: 'closedOpensToday', values: { time } };
  if (days === 1) return { key: 'closedOpensTomorrow', values: { time } };
  return { key: 'closedOpensOn', values: { date: formatDate(at, locale), time } };
}
