import 'server-only';
import type { Locale } from '@/lib/contract/values';
import { UNIT_CODES, type UnitCode } from '@/lib/domain/units';
import { table } from '../http/messages';

/**
 * Units of sale. The database keeps a neutral code; shoppers read the word of their language
 * (uz: dona, qadoq; ru: шт, упак; the catalog's `api.units`), so every client shows the same unit.
 */
export { UNIT_CODES };

const isUnitCode = (code: string): code is UnitCode => (UNIT_CODES as readonly string[]).includes(code);

/** Units that appear only inside a weight ("250 ml", "30 cm"), beside the units of sale. */
const WEIGHT_UNITS = [...UNIT_CODES, 'ml', 'cm'] as const;
type WeightUnit = (typeof WEIGHT_UNITS)[number];
const isWeightUnit = (code: string): code is WeightUnit => (WEIGHT_UNITS as readonly string[]).includes(code);

/**
 * A stored weight ("0.9 l", "500 g", "40 pcs") in the shopper's language: "0,9 l" / "0,9 л".
 * Both languages write a decimal comma. Anything not of that form passes through.
 */
export function localizeWeight(weight: string | null, locale: Locale): string | null {
  if (!weight) return weight;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(weight.trim());
  if (!match || !isWeightUnit(match[2]!)) return weight;
  return `${match[1]!.replace('.', ',')} ${table(locale, 'units')[match[2]]}`;
}

export function unitName(code: string, locale: Locale): string {
  return isUnitCode(code) ? table(locale, 'units')[code] : code;
}
