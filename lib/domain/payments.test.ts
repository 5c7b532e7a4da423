import { clickAmountMatches, clickPayUrl, parseOrderId, paymentStateOnCancel, paymeCheckoutUrl, readPaymeCheckout, toTiyin } from './payments';

describe('parseOrderId', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [2_147_483_647, 2_147_483_647],
    ['2147483648', null],
    [0, null],
    ['0', null],
    ['042', null],
    [-1, null],
    [1.5, null],
    ['1e3', null],
    [' 42', null],
    ['42abc', null],
    [null, null],
    [{}, null],
    [[42], null],
    [true, null],
  ])('%j → %j', (value, expected) => expect(parseOrderId(value)).toBe(expected));
});

describe('paymentStateOnCancel', () => {
  it.each([
    ['waiting', 'declined'],
    ['paid', 'refund_pending'],
    ['declined', 'declined'],
    ['expired', 'expired'],
    ['refund_pending', 'refund_pending'],
    ['refunded', 'refunded'],
    [null, null],
  ] as const)('%s → %s', (state, expected) => expect(paymentStateOnCancel(state)).toBe(expected));
});

describe('toTiyin', () => {
  it.each([
    [0, 0],
    [1, 100],
    [15000, 1_500_000],
    [99_999_999, 9_999_999_900],
  ])('%i so‘m is %i tiyin', (soum, tiyin) => expect(toTiyin(soum)).toBe(tiyin));
});

describe('clickAmountMatches', () => {
  it.each([
    ['15000', 15000, true],
    ['15000.0', 15000, true],
    ['15000.00', 15000, true],
    ['015000.00', 15000, true],
    ['15000.5', 15000, false],
    ['15000.50', 15000, false],
    ['15000.01', 15000, false],
    ['15000.001', 15000, false],
    ['14999.99', 15000, false],
    ['15001', 15000, false],
    ['1.5e4', 15000, false],
    [' 15000', 15000, false],
    ['+15000', 15000, false],
    ['-15000', 15000, false],
    ['15000.', 15000, false],
    ['.5', 0, false],
    ['', 0, false],
    ['0x3a98', 15000, false],
    ['15 000', 15000, false],
    ['15000,00', 15000, false],
    ['9999999999999999999999', 15000, false],
  ])('%j against %i: %s', (amount, total, expected) => expect(clickAmountMatches(amount, total)).toBe(expected));
});

describe('paymeCheckoutUrl', () => {
  it('encodes the parameters as Payme documents them (m, ac.order_id, a, c, l; base64 after the checkout address)', () => {
    const url = paymeCheckoutUrl({
      base: 'https://checkout.paycom.uz/',
      merchantId: '587f72c72cac0d162c722ae2',
      orderId: 197,
      amountTiyin: 500,
      returnUrl: 'https://savat.uz/uz/account/orders/197',
      locale: 'uz',
    });
    const encoded = url.slice('https://checkout.paycom.uz/'.length);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(
      'm=587f72c72cac0d162c722ae2;ac.order_id=197;a=500;c=https://savat.uz/uz/account/orders/197;l=uz',
    );
    expect(readPaymeCheckout(encoded)).toEqual({
      m: '587f72c72cac0d162c722ae2',
      'ac.order_id': '197',
      a: '500',
      c: 'https://savat.uz/uz/account/orders/197',
      l: 'uz',
    });
  });

  it("matches the documentation's own example", () => {
    // developer.help.paycom.uz: m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500 → bT01ODdm…
    expect(Buffer.from('m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500').toString('base64')).toBe(
      'bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw',
    );
  });

  it('adds the slash a base without one lacks', () => {
    expect(
      paymeCheckoutUrl({ base: 'http://localhost:3000/dev/pay/payme', merchantId: 'm', orderId: 1, amountTiyin: 100, returnUrl: 'x', locale: 'ru' }),
    ).toMatch(/^http:\/\/localhost:3000\/dev\/pay\/payme\/[A-Za-z0-9+/=]+$/);
  });

  it('reads nothing from a link that is not base64', () => {
    expect(readPaymeCheckout('%%%')).toEqual({});
  });
});

describe('clickPayUrl', () => {
  it('names the service, merchant, amount in so‘m, the order and the return address', () => {
    const url = new URL(
      clickPayUrl({
        base: 'https://my.click.uz/services/pay',
        serviceId: '10001',
        merchantId: '20002',
        orderId: 42,
        amountSoum: 15000,
        returnUrl: 'https://savat.uz/ru/account/orders/42',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '10001',
      merchant_id: '20002',
      amount: '15000',
      transaction_param: '42',
      return_url: 'https://savat.uz/ru/account/orders/42',
    });
  });
});
