import { loginPasswordSchema, newPasswordSchema, otpCodeSchema, phoneSchema } from './rules';

describe('the account rules as the server checks them', () => {
  it('a code is exactly 5 digits', () => {
    expect(otpCodeSchema.safeParse('01234').success).toBe(true);
    for (const bad of ['1234', '123456', '12a45', ' 1234', '١٢٣٤٥']) expect(otpCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('a new password is never changed', () => {
    expect(newPasswordSchema.parse(' a1 spaced out ')).toBe(' a1 spaced out ');
  });

  it('names each broken password rule for the server messages', () => {
    expect(newPasswordSchema.safeParse('abc').error?.issues.map((i) => i.message)).toEqual(['password_length', 'password_digit']);
  });

  it('a login password is 1 to 128 characters, as typed', () => {
    expect(loginPasswordSchema.safeParse('').success).toBe(false);
    expect(loginPasswordSchema.parse(' x ')).toBe(' x ');
    expect(loginPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('the server schema outputs E.164 and names the rule', () => {
    expect(phoneSchema.parse('+998 90 123 45 67')).toBe('+998901234567');
    expect(phoneSchema.safeParse('+7916').error?.issues[0]?.message).toBe('invalid_phone');
  });
});
