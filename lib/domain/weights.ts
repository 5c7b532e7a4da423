/**
 * The order of the sizes a "volume or weight" filter offers (ADR 0034): by unit (litres, then
 * kilograms, grams, pieces, the rest), small first within a unit. A size is written as the catalog
 * stores it, neutral: "0.9 l", "500 g", "10 pcs".
 */
const UNIT_ORDER = ['ml', 'l', 'g', 'kg', 'pcs'];

function parts(value: string): [number, number] {
  const match = /^(\d+(?:\.\d+)?) ([a-z]+)$/.exec(value);
  if (!match) return [UNIT_ORDER.length, 0];
  const unit = UNIT_ORDER.indexOf(match[2]!);
  // Millilitres go with litres and grams with kilograms, by their amount.
  const amount = Number(match[1]) * (match[2] === 'l' || match[2] === 'kg' ? 1000 : 1);
  const group = match[2] === 'ml' || match[2] === 'l' ? 0 : match[2] === 'g' || match[2] === 'kg' ? 1 : unit === -1 ? 3 : 2;
  return [group, amount];
}

export function orderedWeights<T extends { value: string }>(weights: T[]): T[] {
  return [...weights].sort((a, b) => {
    const [ga, na] = parts(a.value);
    const [gb, nb] = parts(b.value);
    return ga - gb || na - nb || a.value.localeCompare(b.value);
  });
}
