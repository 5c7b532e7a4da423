/**
 * What a form's text boxes hold, read as the contract's values: the inputs keep the text as typed
 * (so that a mistake stays on screen to be fixed), and these turn it into what the schema checks,
 * which then refuses what is not right (NaN is not a number to zod).
 */

/** A whole number typed as text, spaces allowed ("45 000"): digits as a number, blank as `empty`, anything else NaN. */
export const asNumber =
  <E extends number | null | undefined>(empty: E) =>
  (v: unknown): number | E => {
    if (typeof v === 'number') return v;
    const s = String(v ?? '').replace(/\s/g, '');
    return s === '' ? empty : /^\d+$/.test(s) ? Number(s) : Number.NaN;
  };

/** A chosen id, or nothing while the select shows its "choose" option. */
export const asId = (v: unknown) => (v === '' || v == null ? undefined : Number(v));

/** An optional text: trimmed, empty as null. */
export const asText = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);

/** A whole number with its sign, typed as text ("+10", "-10", "−10" with the typographic minus, "10 %"): read as `asNumber` reads. */
export const asSignedNumber =
  <E extends number | null | undefined>(empty: E) =>
  (v: unknown): number | E => {
    if (typeof v === 'number') return v;
    const s = String(v ?? '').replace(/\s|%/g, '');
    if (s === '') return empty;
    const match = /^([+\-−]?)(\d+)$/.exec(s);
    return match ? Number(match[2]) * (match[1] === '-' || match[1] === '−' ? -1 : 1) : Number.NaN;
  };
