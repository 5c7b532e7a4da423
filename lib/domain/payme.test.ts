import { PAYME_ERRORS, basicCredentials, paymeMessage, paymeTimedOut } from './payme';

describe('basicCredentials', () => {
  const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
  it.each([
    [basic('Paycom:key'), { login: 'Paycom', password: 'key' }],
    [basic('Paycom:k:e:y'), { login: 'Paycom', password: 'k:e:y' }],
    [basic('Paycom:'), { login: 'Paycom', password: '' }],
    [`  ${basic('Paycom:key')}  `, { login: 'Paycom', password: 'key' }],
    [basic('Paycom:ключ'), { login: 'Paycom', password: 'ключ' }],
    [basic('Paycomkey'), null],
    [`Bearer ${Buffer.from('Paycom:key').toString('base64')}`, null],
    [`basic ${Buffer.from('Paycom:key').toString('base64')}`, null],
    ['Basic', null],
    ['Basic ', null],
    ['Basic %%%', null],
    [`Basic ${'A'.repeat(600)}`, null],
    [`Basic ${Buffer.from([0x50, 0x3a, 0xff, 0xfe]).toString('base64')}`, null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => expect(basicCredentials(header)).toEqual(expected));
});

describe('paymeTimedOut', () => {
  const H12 = 43_200_000;
  it.each([
    [0, H12, false],
    [0, H12 + 1, true],
    [1000, 1000, false],
    [5000, 1000, false],
  ])('time %i, now %i: %s', (time, now, expected) => expect(paymeTimedOut(time, now, H12)).toBe(expected));
});

describe('paymeMessage', () => {
  it.each(Object.values(PAYME_ERRORS))('%i has its words in uz, ru and en', (code) => {
    const message = paymeMessage(code);
    expect(Object.keys(message).sort()).toEqual(['en', 'ru', 'uz']);
    for (const text of Object.values(message)) expect(text.length).toBeGreaterThan(3);
  });
});
