import { DEFAULT_TERMS, deliveryTermsIssues } from './delivery';
import { PROMO_CODE_PATTERN, promoActive } from './promo';
import { isHexColor, isImageRef, isSitePath, isWebUrl } from './site-content';

describe("a store's delivery terms as a whole (deliveryTermsIssues)", () => {
  it('accepts the defaults and consistent terms', () => {
    expect(deliveryTermsIssues(DEFAULT_TERMS)).toEqual({});
    expect(deliveryTermsIssues({ min_order: 20000, fee: 7000, free_from: 20000, eta_min: 30, eta_max: 30, slots: ['10:00-12:00', '18:00-24:00'] })).toEqual({});
  });

  it('names each field that breaks a rule between fields', () => {
    expect(deliveryTermsIssues({ ...DEFAULT_TERMS, eta_min: 61 })).toHaveProperty('eta_min');
    expect(deliveryTermsIssues({ ...DEFAULT_TERMS, min_order: 50000, free_from: 40000 })).toHaveProperty('free_from');
    expect(deliveryTermsIssues({ ...DEFAULT_TERMS, slots: ['12:00-10:00'] })).toHaveProperty('slots');
    expect(deliveryTermsIssues({ ...DEFAULT_TERMS, slots: ['9-12'] })).toHaveProperty('slots');
    expect(deliveryTermsIssues({ ...DEFAULT_TERMS, slots: ['10:00-12:00', '10:00-12:00'] })).toEqual({ slots: 'unique' });
  });
});

describe('site content and promo code rules', () => {
  it('takes colours as #RRGGBB only', () => {
    expect(isHexColor('#DCF5dc')).toBe(true);
    for (const bad of ['red', '#FFF', 'DCF5DC', '#DCF5DC;x']) expect(isHexColor(bad)).toBe(false);
  });

  it('takes links inside the shop only, and images from this host only', () => {
    expect(isSitePath('/products?category_id=2')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b']) expect(isSitePath(bad)).toBe(false);
    expect(isImageRef('/media/emoji/red-apple.svg')).toBe(true);
    for (const bad of ['https://cdn.example.uz/a.png', 'http://cdn.example.uz/a.png', 'data:image/png;base64,AA', '//cdn.example.uz/a.png'])
      expect(isImageRef(bad)).toBe(false);
  });

  it('takes links to other sites over http(s) only', () => {
    expect(isWebUrl('https://t.me/savat_uz')).toBe(true);
    expect(isWebUrl('http://click.uz/pay?x=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'javascript://x.uz/%0Aalert(1)', 'data:text/html,x', '/local', 'https://', 'ftp://x.uz'])
      expect(isWebUrl(bad)).toBe(false);
  });

  it('takes codes a shopper can type, and counts a code active within [from, until)', () => {
    expect(PROMO_CODE_PATTERN.test('YANGI15')).toBe(true);
    for (const bad of ['AB', 'yangi15', 'YANGI 15', 'X'.repeat(41)]) expect(PROMO_CODE_PATTERN.test(bad)).toBe(false);
    const window = { valid_from: new Date('2026-01-01T00:00:00Z'), valid_until: new Date('2026-02-01T00:00:00Z') };
    expect(promoActive(window, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(promoActive(window, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(promoActive(window, new Date('2025-12-31T23:59:59Z'))).toBe(false);
  });
});
