import {
  CLICK_ERROR,
  CLICK_ERROR_NOTES,
  clickCompleteVerdict,
  clickPrepareVerdict,
  clickSignSource,
  type ClickOrderView,
  type ClickTransactionView,
} from './click';

const fields = { click_trans_id: '2222', service_id: '333', merchant_trans_id: '42', amount: '15000.00', action: '0', sign_time: '2026-11-25 10:00:00' };

describe("Click's sign strings", () => {
  it.each([
    ['Prepare', fields, '2222333secret4215000.0002026-11-25 10:00:00'],
    ['Complete', { ...fields, action: '1', merchant_prepare_id: '7' }, '2222333secret42715000.0012026-11-25 10:00:00'],
    ['an amount as Click wrote it', { ...fields, amount: '15000' }, '2222333secret421500002026-11-25 10:00:00'],
    ['an empty merchant_trans_id', { ...fields, merchant_trans_id: '' }, '2222333secret15000.0002026-11-25 10:00:00'],
  ])('%s', (_what, input, source) => expect(clickSignSource(input, 'secret')).toBe(source));
});

describe("Click's error table", () => {
  it('has a note for every code 0 … -9, as Click lists them', () => {
    expect(Object.values(CLICK_ERROR).sort((a, b) => b - a)).toEqual([0, -1, -2, -3, -4, -5, -6, -7, -8, -9]);
    for (const code of Object.values(CLICK_ERROR)) expect(CLICK_ERROR_NOTES[code]).toMatch(/\w/);
    expect(CLICK_ERROR_NOTES[-1]).toBe('SIGN CHECK FAILED!');
  });
});

const waiting: ClickOrderView = { paymentType: 'click', status: 0 };
const tx = (state: number, over: Partial<ClickTransactionView> = {}): ClickTransactionView => ({ state, orderId: 42, providerId: '2222', ...over });

describe('Prepare', () => {
  it.each<[string, number, string, Parameters<typeof clickPrepareVerdict>[0]]>([
    ['a new attempt at a waiting order', 0, 'create', { order: waiting, transaction: null, orderId: 42, amountMatches: true }],
    ['the same attempt again', 0, 'repeat', { order: waiting, transaction: tx(1), orderId: 42, amountMatches: true }],
    ['no such order', -5, 'none', { order: null, transaction: null, orderId: 42, amountMatches: true }],
    ['an order paid in cash', -5, 'none', { order: { paymentType: 'cash', status: 2 }, transaction: null, orderId: 42, amountMatches: true }],
    ['an order for Payme', -5, 'none', { order: { paymentType: 'payme', status: 0 }, transaction: null, orderId: 42, amountMatches: true }],
    ['a wrong amount', -2, 'none', { order: waiting, transaction: null, orderId: 42, amountMatches: false }],
    ['a paid order', -4, 'none', { order: { paymentType: 'click', status: 1 }, transaction: null, orderId: 42, amountMatches: true }],
    [
      'an order the store accepted after payment',
      -4,
      'none',
      { order: { paymentType: 'click', status: 2 }, transaction: null, orderId: 42, amountMatches: true },
    ],
    ['a cancelled order', -9, 'none', { order: { paymentType: 'click', status: 8 }, transaction: null, orderId: 42, amountMatches: true }],
    ['an attempt that was completed', -4, 'none', { order: { paymentType: 'click', status: 1 }, transaction: tx(2), orderId: 42, amountMatches: true }],
    ['an attempt that was cancelled', -9, 'none', { order: waiting, transaction: tx(-1), orderId: 42, amountMatches: true }],
    ['an attempt id used for another order', -8, 'none', { order: waiting, transaction: tx(1, { orderId: 41 }), orderId: 42, amountMatches: true }],
  ])('%s → %i (%s)', (_what, error, effect, input) => expect(clickPrepareVerdict(input)).toEqual({ error, effect }));
});

describe('Complete', () => {
  const base = { order: waiting, transaction: tx(1), orderId: 42, clickTransId: '2222', amountMatches: true, clickError: 0 };
  it.each<[string, number, string, Partial<Parameters<typeof clickCompleteVerdict>[0]>]>([
    ['a prepared attempt at a waiting order', 0, 'pay', {}],
    ['no such order', -5, 'none', { order: null }],
    ['an order for cash', -5, 'none', { order: { paymentType: 'cash', status: 2 } }],
    ['no such prepare id', -6, 'none', { transaction: null }],
    ['a prepare id of another order', -6, 'none', { transaction: tx(1, { orderId: 41 }) }],
    ['a prepare id of another attempt', -6, 'none', { clickTransId: '2223' }],
    ['a wrong amount', -2, 'none', { amountMatches: false }],
    ['a wrong amount with Click failing too', -2, 'none', { amountMatches: false, clickError: -5017 }],
    ['the same Complete again', -4, 'none', { order: { paymentType: 'click', status: 1 }, transaction: tx(2) }],
    ['a cancelled attempt', -9, 'none', { transaction: tx(-1) }],
    ['a cancelled attempt, Click failing', -9, 'none', { transaction: tx(-1), clickError: -1 }],
    ["Click's own failure", -9, 'decline', { clickError: -5017 }],
    ["Click's own failure on an order another attempt paid", -9, 'void', { order: { paymentType: 'click', status: 1 }, clickError: -5017 }],
    ['an order cancelled meanwhile', -9, 'void', { order: { paymentType: 'click', status: 8 } }],
    ['an order another attempt paid', -4, 'void', { order: { paymentType: 'click', status: 1 } }],
  ])('%s → %i (%s)', (_what, error, effect, over) => expect(clickCompleteVerdict({ ...base, ...over })).toEqual({ error, effect }));
});
