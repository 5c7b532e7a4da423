import { PRODUCT_TEMPLATES, type ProductTemplate } from './products';

/**
 * A demo product's pictures show that product (a strawberry yogurt once showed a
 * crème caramel). The set has no picture of every product, so each kind takes the nearest one;
 * these rules keep the nearest from being another product.
 */
const byKind = (kind: string): ProductTemplate => {
  const tpl = PRODUCT_TEMPLATES.find((t) => t.kind === kind);
  if (!tpl) throw new Error(`no template ${kind}`);
  return tpl;
};
const pictures = (tpl: ProductTemplate) => [tpl.image, ...(tpl.extra ?? [])];

/** Pictures of a dessert: they show only what is sold as sweets, baked goods, ice cream or cocoa. */
const DESSERTS = new Set([
  'custard',
  'birthday-cake',
  'shortcake',
  'pie',
  'doughnut',
  'cookie',
  'waffle',
  'ice-cream',
  'soft-ice-cream',
  'shaved-ice',
  'candy',
  'lollipop',
  'chocolate-bar',
  'moon-cake',
  'honey-pot',
]);
const DESSERT_CATEGORIES = new Set(['sweets', 'bakery', 'frozen', 'tea']);

/** Pictures of a bare fruit or vegetable: the main picture only of fresh, dried or frozen produce. */
const PRODUCE = new Set([
  'red-apple',
  'green-apple',
  'banana',
  'pear',
  'grapes',
  'peach',
  'melon',
  'watermelon',
  'tangerine',
  'lemon',
  'strawberry',
  'cherries',
  'kiwi-fruit',
  'mango',
  'blueberries',
  'potato',
  'onion',
  'carrot',
  'tomato',
  'cucumber',
  'bell-pepper',
  'eggplant',
  'garlic',
  'hot-pepper',
  'broccoli',
  'ear-of-corn',
  'pea-pod',
]);
const PRODUCE_CATEGORIES = new Set(['produce', 'nuts', 'frozen']);

describe('demo product pictures', () => {
  it('a strawberry yogurt shows a yogurt and a strawberry, never a crème caramel', () => {
    const yogurt = byKind('yogurt');
    expect(yogurt.image).toBe('bowl-with-spoon');
    expect(pictures(yogurt)).toContain('strawberry');
    expect(pictures(yogurt)).not.toContain('custard');
  });

  it('a flavoured product shows its flavour after its own picture, not as its main one', () => {
    for (const [kind, flavour] of [
      ['yogurt', 'strawberry'],
      ['juice-apple', 'red-apple'],
      ['juice-peach', 'peach'],
      ['kompot', 'cherries'],
      ['ice-tea', 'lemon'],
      ['baby-puree', 'red-apple'],
    ] as const) {
      const tpl = byKind(kind);
      expect([kind, tpl.image]).not.toEqual([kind, flavour]);
      expect(tpl.extra).toContain(flavour);
    }
  });

  it('a trout is a fish, not an aquarium fish; bird food shows a parrot', () => {
    expect(byKind('trout').image).toBe('fish');
    expect(byKind('fish-food').image).toBe('tropical-fish');
    expect(byKind('bird-food').image).toBe('parrot');
  });

  it('a dessert picture shows only a sweet, baked, frozen or cocoa product', () => {
    const wrong = PRODUCT_TEMPLATES.filter((t) => !DESSERT_CATEGORIES.has(t.category) && pictures(t).some((p) => DESSERTS.has(p)));
    expect(wrong.map((t) => `${t.category}/${t.kind}`)).toEqual([]);
  });

  it('a bare fruit or vegetable is the main picture only of produce', () => {
    const wrong = PRODUCT_TEMPLATES.filter((t) => !PRODUCE_CATEGORIES.has(t.category) && PRODUCE.has(t.image));
    expect(wrong.map((t) => `${t.category}/${t.kind}: ${t.image}`)).toEqual([]);
  });
});
