/**
 * Which page views the speed beacon measures (components/layout/vitals-beacon.tsx). Apart from
 * lib/domain/web-vitals.ts so that every page's first script carries these few lines only, not
 * the buckets and page types the beacon loads when a page view is picked.
 */

/** The share of page views measured when nothing says otherwise. */
const DEFAULT_VITALS_SAMPLE = 0.1;

/**
 * The local-storage key that sets the share for one browser ("1": every page view, "0": none),
 * over the site's NEXT_PUBLIC_VITALS_SAMPLE: the e2e journeys measure every page view of the
 * production build with it, and a developer can watch their own figures.
 */
export const VITALS_SAMPLE_KEY = 'vitals_sample';

/** A share from a setting's text ("0.1", "1", "0"), or `fallback` when it is missing or not a number from 0 to 1. */
export function parseSampleRate(text: string | null | undefined, fallback = DEFAULT_VITALS_SAMPLE): number {
  if (text === null || text === undefined || text.trim() === '') return fallback;
  const rate = Number(text);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : fallback;
}

/** The share for this browser: its own setting, else the site's, else the default. */
export const sampleRate = (stored: string | null | undefined, site: string | undefined) => parseSampleRate(stored, parseSampleRate(site));

/** Whether a page view is measured, for a random number in [0, 1). */
export const isSampled = (rate: number, random: number) => random < rate;
