import { isValidLoginPassword, isValidNewPassword, unmetPasswordRules } from './password';

describe('password rules', () => {
  it.each([
    ['', ['length', 'letter', 'digit']],
    ['abc', ['length', 'digit']],
    ['12345678', ['letter']],
    ['abcdefgh', ['digit']],
    ['Olma2024', []],
    ['пароль12', []],
    ['Oʻzbek12', []],
    ['        1a', []],
  ])('%j breaks %j', (password, rules) => expect(unmetPasswordRules(password)).toEqual(rules));

  it('accepts long passwords up to 128 characters and never changes them', () => {
    const long = 'a1' + 'x'.repeat(126);
    expect(isValidNewPassword(long)).toBe(true);
    expect(isValidNewPassword(long + 'x')).toBe(false);
  });

  it('login needs 8 characters only', () => {
    expect(isValidLoginPassword('abcdefgh')).toBe(true);
    expect(isValidLoginPassword('abcdefg')).toBe(false);
  });
});
