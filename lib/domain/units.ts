/**
 * Units of sale. The database keeps a neutral code; shoppers read the word of their language
 * (uz: dona, qadoq; ru: шт, упак), so every client shows the same unit.
 */
export const UNIT_CODES = ['kg', 'g', 'l', 'pcs', 'pack'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

const UNITS: Record<UnitCode, { uz: string; ru: string }> = {
  kg: { uz: 'kg', ru: 'кг' },
  g: { uz: 'g', ru: 'г' },
  l: { uz: 'l', ru: 'л' },
  pcs: { uz: 'dona', ru: 'шт' },
  pack: { uz: 'qadoq', ru: 'упак' },
};

/** Units that appear only inside a weight ("250 ml", "30 cm"). */
const WEIGHT_UNITS: Record<string, { uz: string; ru: string }> = {
  ...UNITS,
  ml: { uz: 'ml', ru: 'мл' },
  cm: { uz: 'sm', ru: 'см' },
};

/**
 * A stored weight ("0.9 l", "500 g", "40 pcs") in the shopper's language: "0,9 l" / "0,9 л".
 * Both languages write a decimal comma. Anything not of that form passes through.
 */
export function localizeWeight(weight: string | null, locale: 'uz' | 'ru'): string | null {
  if (!weight) return weight;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(weight.trim());
  const unit = match && WEIGHT_UNITS[match[2]];
  if (!match || !unit) return weight;
  return `${match[1].replace('.', ',')} ${unit[locale]}`;
}

export function unitName(code: string, locale: 'uz' | 'ru'): string {
  return (UNITS as Record<string, { uz: string; ru: string }>)[code]?.[locale] ?? code;
}
