import { ClickCompleteFormSchema, ClickPrepareFormSchema } from './click';

const prepare = {
  click_trans_id: '2222',
  service_id: '333',
  click_paydoc_id: '5555',
  merchant_trans_id: '42',
  amount: '15000.00',
  action: '0',
  error: '0',
  error_note: 'Success',
  sign_time: '2026-11-25 10:00:00',
  sign_string: 'ba7fe9e1b5d431c0e639add757fa946b',
};
const without = (key: string) => Object.fromEntries(Object.entries(prepare).filter(([k]) => k !== key));

describe("Click's Prepare form", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['as Click sends it', prepare, true],
    ['without error_note', without('error_note'), true],
    ["with Click's failure code", { ...prepare, error: '-5017' }, true],
    ['an action we do not know (answered -3, not -8)', { ...prepare, action: '7' }, true],
    ['any amount text (answered -2, not -8)', { ...prepare, amount: 'abc' }, true],
    ...(['click_trans_id', 'service_id', 'click_paydoc_id', 'merchant_trans_id', 'amount', 'action', 'error', 'sign_time', 'sign_string'].map((k) => [
      `without ${k}`,
      without(k),
      false,
    ]) as [string, Record<string, unknown>, boolean][]),
    ['a click_trans_id that is not a number', { ...prepare, click_trans_id: '12a' }, false],
    ['a negative click_trans_id', { ...prepare, click_trans_id: '-1' }, false],
    ['a click_trans_id past 2^53', { ...prepare, click_trans_id: '9007199254740993' }, false],
    ['a sign_time in another format', { ...prepare, sign_time: '2026-11-25T10:00:00Z' }, false],
    ['an error that is not a number', { ...prepare, error: 'x' }, false],
    ['a file for a field', { ...prepare, amount: new Blob(['1']) }, false],
    ['a field twice', { ...prepare, amount: ['15000.00', '1.00'] }, false],
    ['a huge field', { ...prepare, merchant_trans_id: '4'.repeat(65) }, false],
  ])('%s → %s', (_what, form, valid) => expect(ClickPrepareFormSchema.safeParse(form).success).toBe(valid));
});

describe("Click's Complete form", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['as Click sends it', { ...prepare, action: '1', merchant_prepare_id: '7' }, true],
    ['without merchant_prepare_id', { ...prepare, action: '1' }, false],
    ['a merchant_prepare_id that is not a number', { ...prepare, action: '1', merchant_prepare_id: '7;' }, false],
  ])('%s → %s', (_what, form, valid) => expect(ClickCompleteFormSchema.safeParse(form).success).toBe(valid));
});
