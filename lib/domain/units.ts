/**
 * Units of sale, as the database keeps them (a neutral code; shoppers read the word of their
 * language, server/services/units.ts). Here, not in the server's module, so that the console's
 * contract (lib/contract/console-products.ts) checks a product's unit against the same list.
 */
export const UNIT_CODES = ['kg', 'g', 'l', 'pcs', 'pack'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];
