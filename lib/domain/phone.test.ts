import { formatPhoneAsYouType, hasUzPrefix, maskPhone, normalizePhone, phoneInputValue } from './phone';

describe('Uzbek phone numbers', () => {
  it.each([
    ['+998901234567', '+998901234567'],
    ['+998 90 123 45 67', '+998901234567'],
    ['+998 (33) 123-45-67', '+998331234567'],
    ['+998771234567', '+998771234567'],
    ['+998201234567', '+998201234567'],
  ])('accepts %s as %s', (input, e164) => expect(normalizePhone(input)).toBe(e164));

  it.each(['', '+99890123456', '+9989012345678', '998901234567', '901234567', '+79161234567', '+998001234567', '+998 90 123 45 6a', 'x'.repeat(50)])(
    'refuses %s',
    (input) => expect(normalizePhone(input)).toBeNull(),
  );

  it('keeps the field to +998 and digits, at most 13 characters, whatever is typed or pasted', () => {
    expect(phoneInputValue('')).toBe('+998');
    expect(phoneInputValue('90a1')).toBe('+998901');
    expect(phoneInputValue('998 90 123 45 67')).toBe('+998901234567');
    expect(phoneInputValue('+998 (90) 123-45-67 89')).toBe('+998901234567');
  });

  it('formats as you type with the country mask and masks the middle on the code screen', () => {
    expect(formatPhoneAsYouType('+998901234567')).toBe('+998 90 123 45 67');
    expect(maskPhone('+998901234567')).toBe('+998 90 *** ** 67');
  });

  it('knows when a number cannot be Uzbek (the invalid-region message)', () => {
    expect(hasUzPrefix('+99')).toBe(true);
    expect(hasUzPrefix('+998 90')).toBe(true);
    expect(hasUzPrefix('+7 916')).toBe(false);
  });
});
