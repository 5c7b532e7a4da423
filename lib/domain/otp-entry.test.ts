import {
  canConfirm,
  canResend,
  shouldAutoSubmit,
  formatCountdown,
  initialOtpEntry,
  isOtpSpent,
  nextOtpIndex,
  otpCode,
  otpEntryReducer,
  secondsUntilResend,
  type OtpEntryEvent,
  type OtpEntry,
} from './otp-entry';

const run = (state: OtpEntry, ...events: OtpEntryEvent[]) => events.reduce(otpEntryReducer, state);
const T0 = 1_000_000;

describe('otp entry', () => {
  it('starts with 2 tries, 2 resends and 59 seconds', () => {
    const state = initialOtpEntry(T0);
    expect(state).toMatchObject({ tries: 2, resends: 2, invalid: false });
    expect(secondsUntilResend(state, T0)).toBe(59);
    expect(secondsUntilResend(state, T0 + 58_100)).toBe(1);
    expect(canResend(state, T0 + 58_100)).toBe(false);
    expect(canResend(state, T0 + 59_000)).toBe(true);
  });

  it('fills boxes from an index, ignores non-digits, and confirms only with five', () => {
    let state = run(initialOtpEntry(T0), { type: 'fill', index: 0, digits: ['1', '2'] });
    expect(state.digits).toEqual(['1', '2', '', '', '']);
    expect(canConfirm(state)).toBe(false);
    state = run(state, { type: 'fill', index: 2, digits: ['x'] });
    expect(state.digits).toEqual(['1', '2', '', '', '']);
    state = run(state, { type: 'fill', index: 2, digits: '345678'.split('') });
    expect(otpCode(state)).toBe('12345');
    expect(canConfirm(state)).toBe(true);
    expect(nextOtpIndex(2, 6)).toBe(4);
    expect(nextOtpIndex(0, 1)).toBe(1);
  });

  it('a wrong code costs a try and marks the boxes until edited; none left disables confirm', () => {
    let state = run(initialOtpEntry(T0), { type: 'fill', index: 0, digits: '11111'.split('') }, { type: 'failed' });
    expect(state).toMatchObject({ tries: 1, invalid: true });
    state = run(state, { type: 'clear', index: 4 });
    expect(state.invalid).toBe(false);
    state = run(state, { type: 'fill', index: 4, digits: ['2'] }, { type: 'failed' });
    expect(state.tries).toBe(0);
    expect(canConfirm(state)).toBe(false);
    expect(isOtpSpent(state)).toBe(false);
  });

  it('submits itself after the fifth digit, but never a refused code until it is edited', () => {
    let state = run(initialOtpEntry(T0), { type: 'fill', index: 0, digits: '1234'.split('') });
    expect(shouldAutoSubmit(state)).toBe(false);
    state = run(state, { type: 'fill', index: 4, digits: ['5'] });
    expect(shouldAutoSubmit(state)).toBe(true);
    state = run(state, { type: 'failed' });
    expect(shouldAutoSubmit(state)).toBe(false);
    state = run(state, { type: 'fill', index: 4, digits: ['6'] });
    expect(shouldAutoSubmit(state)).toBe(true);
    state = run(state, { type: 'failed' });
    state = run(state, { type: 'fill', index: 4, digits: ['7'] });
    expect(shouldAutoSubmit(state)).toBe(false);
  });

  it("starts from the server's figures when it gives them, within 2 tries and 2 resends", () => {
    expect(initialOtpEntry(T0, { triesLeft: 2, resendsLeft: 1 })).toMatchObject({ tries: 2, resends: 1 });
    expect(initialOtpEntry(T0, { triesLeft: 9, resendsLeft: -1 })).toMatchObject({ tries: 2, resends: 0 });
    expect(initialOtpEntry(T0, {})).toMatchObject({ tries: 2, resends: 2 });
    // A resend takes the server's count of resends left over its own arithmetic.
    expect(run(initialOtpEntry(T0), { type: 'resent', now: T0, resendsLeft: 0 }).resends).toBe(0);
    expect(run(initialOtpEntry(T0), { type: 'resent', now: T0 }).resends).toBe(1);
  });

  it('a resend clears the code, refills tries, spends a resend and restarts the countdown', () => {
    let state = run(initialOtpEntry(T0), { type: 'fill', index: 0, digits: '11111'.split('') }, { type: 'failed' }, { type: 'failed' });
    state = run(state, { type: 'resent', now: T0 + 60_000 });
    expect(state).toMatchObject({ tries: 2, resends: 1, invalid: false, digits: ['', '', '', '', ''] });
    expect(secondsUntilResend(state, T0 + 60_000)).toBe(59);
    state = run(state, { type: 'resent', now: T0 + 120_000 }, { type: 'failed' }, { type: 'failed' });
    expect(state.resends).toBe(0);
    expect(canResend(state, T0 + 1e9)).toBe(false);
    expect(isOtpSpent(state)).toBe(true);
  });

  it("takes the server's counts of a refused code when it gives them", () => {
    const state = run(initialOtpEntry(T0), { type: 'failed', triesLeft: 0, resendsLeft: 1 });
    expect(state).toMatchObject({ tries: 0, resends: 1, invalid: true });
    expect(run(initialOtpEntry(T0), { type: 'failed', triesLeft: 7, resendsLeft: -3 })).toMatchObject({ tries: 2, resends: 0 });
  });

  it('formats the countdown', () => {
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-1)).toBe('0:00');
  });
});
