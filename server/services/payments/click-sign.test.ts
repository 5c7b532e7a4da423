import { clickSignature, clickSignatureValid } from './click-sign';

// Vectors computed apart from this code: `printf %s '<source>' | md5sum`.
const prepare = { click_trans_id: '2222', service_id: '333', merchant_trans_id: '42', amount: '15000.00', action: '0', sign_time: '2026-11-25 10:00:00' };
const complete = { ...prepare, action: '1', merchant_prepare_id: '7' };

describe("Click's signature", () => {
  it.each([
    ['Prepare', prepare, 'ba7fe9e1b5d431c0e639add757fa946b'],
    ['Complete', complete, '3035a291df5b71efeb706e15a3df75dc'],
  ])('%s signs like md5sum', (_what, fields, hex) => expect(clickSignature(fields, 'secret')).toBe(hex));

  it.each([
    ['the signature', true, (s: string) => s],
    ['the signature in capitals', true, (s: string) => s.toUpperCase()],
    ['another key', false, () => clickSignature(prepare, 'secreT')],
    ['one digit changed', false, (s: string) => (s[0] === '0' ? '1' : '0') + s.slice(1)],
    ['a prefix of it', false, (s: string) => s.slice(0, 31)],
    ['it with more after it', false, (s: string) => `${s}0`],
    ['nothing', false, () => ''],
    ['a multi-byte text of the same length', false, () => 'я'.repeat(16)],
  ])('%s is valid: %s', (_what, valid, forge) =>
    expect(clickSignatureValid({ ...prepare, sign_string: forge(clickSignature(prepare, 'secret')) }, 'secret')).toBe(valid),
  );

  it('covers every signed field, amount as written included', () => {
    const good = clickSignature(prepare, 'secret');
    for (const [key, value] of Object.entries({
      click_trans_id: '2223',
      service_id: '334',
      merchant_trans_id: '43',
      amount: '15000',
      action: '1',
      sign_time: '2026-11-25 10:00:01',
    }))
      expect(clickSignatureValid({ ...prepare, [key]: value, sign_string: good }, 'secret')).toBe(false);
  });
});
