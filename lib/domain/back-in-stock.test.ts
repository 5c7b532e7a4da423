import { mayWaitFor, noticeDue, productLink, shownStock } from './back-in-stock';

const now = new Date('2026-11-27T10:00:00Z');
const later = new Date('2026-11-27T12:00:00Z');
const earlier = new Date('2026-11-27T08:00:00Z');
const on = { available: 3, stoppedUntil: null, storePausedUntil: null, hidden: false };

describe('mayWaitFor', () => {
  it('offers the wait only for a product shown as out of stock', () => {
    expect(mayWaitFor({ available: 0 })).toBe(true);
    expect(mayWaitFor({ available: 1 })).toBe(false);
  });
  it('reads a stopped product as none left, and a stop that has ended as its stock', () => {
    expect(mayWaitFor(shownStock(5, later, now))).toBe(true);
    expect(mayWaitFor(shownStock(5, earlier, now))).toBe(false);
    expect(shownStock(5, null, now)).toEqual({ available: 5 });
  });
});

describe('noticeDue', () => {
  it('is due for a visible product in stock, not stopped, its store not paused', () => {
    expect(noticeDue(on, now)).toBe(true);
    expect(noticeDue({ ...on, stoppedUntil: earlier, storePausedUntil: earlier }, now)).toBe(true);
  });
  it('waits while there is none, while stopped, while the store is paused, and never for a hidden one', () => {
    expect(noticeDue({ ...on, available: 0 }, now)).toBe(false);
    expect(noticeDue({ ...on, stoppedUntil: later }, now)).toBe(false);
    expect(noticeDue({ ...on, storePausedUntil: later }, now)).toBe(false);
    expect(noticeDue({ ...on, hidden: true }, now)).toBe(false);
  });
});

describe('productLink', () => {
  it('links the product page in the language, without a double slash', () => {
    expect(productLink('https://savat.uz/', 'ru', 7)).toBe('https://savat.uz/ru/products/7');
  });
});
