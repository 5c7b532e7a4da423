import { OTP_COUNTDOWN_SECONDS, OTP_LENGTH, OTP_RESENDS, OTP_TRIES, hoursUntil, otpDigitsFromPaste, webOtpHost, webOtpLine } from './otp';

describe('one-time code rules', () => {
  it('has the code constants: 5 digits, 2 tries, 2 resends, 59 s', () => {
    expect({ OTP_LENGTH, OTP_TRIES, OTP_RESENDS, OTP_COUNTDOWN_SECONDS }).toEqual({ OTP_LENGTH: 5, OTP_TRIES: 2, OTP_RESENDS: 2, OTP_COUNTDOWN_SECONDS: 59 });
  });

  it('a paste of digits fills the boxes; anything else is refused', () => {
    expect(otpDigitsFromPaste('12345')).toEqual(['1', '2', '3', '4', '5']);
    expect(otpDigitsFromPaste(' 123 45 ')).toEqual(['1', '2', '3', '4', '5']);
    expect(otpDigitsFromPaste('1234567')).toEqual(['1', '2', '3', '4', '5']);
    expect(otpDigitsFromPaste('12a45')).toBeNull();
    expect(otpDigitsFromPaste('')).toBeNull();
  });

  it('shows the hours until a new code, rounded up', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(hoursUntil('2026-11-24T10:00:00Z', now)).toBe(24);
    expect(hoursUntil('2026-11-23T10:01:00Z', now)).toBe(1);
    expect(hoursUntil('2026-11-23T13:30:00Z', now)).toBe(4);
    expect(hoursUntil('2026-11-23T09:00:00Z', now)).toBe(0);
    expect(hoursUntil('garbage', now)).toBe(0);
  });
});

describe('the WebOTP line of a code SMS', () => {
  it('names the public host alone, without scheme or port', () => {
    expect(webOtpLine('https://savat.uz', '12345')).toBe('@savat.uz #12345');
    expect(webOtpLine('https://www.Savat.uz/uz/', '01234')).toBe('@www.savat.uz #01234');
    expect(webOtpLine('https://shop.savat.uz:8443', '12345')).toBe('@shop.savat.uz #12345');
  });

  it('is left out when no public host is configured', () => {
    for (const url of [
      undefined,
      '',
      'not a url',
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://app.localhost',
      'http://127.0.0.1:3230',
      'http://10.0.0.5',
      'http://[::1]:3000',
      'http://savat',
    ]) {
      expect(webOtpLine(url, '12345')).toBeNull();
      expect(webOtpHost(url)).toBeNull();
    }
  });
});
