/** Soft backgrounds for product images, picked by id so that a grid looks lively but stable. */
const TINTS = ['bg-[#EEF7EE]', 'bg-[#FFF4E0]', 'bg-[#EAF3FF]', 'bg-[#FDEDEF]', 'bg-[#F3EEFF]', 'bg-[#FFF9DB]'];

export function productTint(id: number) {
  return TINTS[id % TINTS.length];
}
