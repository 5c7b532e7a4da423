import { formatPhone, phoneHref } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['998901234567', '+998 (90) 123-45-67'],
    ['+998901234567', '+998 (90) 123-45-67'],
    ['+998 71 200 00 00', '+998 (71) 200-00-00'],
  ])('%s → %s', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it('gives nothing for an empty value', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('leaves a number of another length as given', () => {
    expect(formatPhone(' 1234 ')).toBe('1234');
  });
});

describe('phoneHref', () => {
  it('is a tel: link in E.164', () => {
    expect(phoneHref('+998 (90) 123-45-67')).toBe('tel:+998901234567');
  });
});
