import { authFlowReducer, initialAuthFlow, type AuthEvent, type AuthFlow } from './auth-flow';

const run = (flow: AuthFlow, ...events: AuthEvent[]) => events.reduce(authFlowReducer, flow);

describe('auth flow', () => {
  it('opens at login by default, or where a caller asks, with the phone prefilled', () => {
    expect(initialAuthFlow()).toMatchObject({ step: 'login', phone: '' });
    expect(initialAuthFlow('resetPassword', '+998901234567')).toMatchObject({ step: 'resetPassword', origin: 'resetPassword', phone: '+998901234567' });
  });

  it('sign-up: signUp → otp (a verified code signs in and closes the modal)', () => {
    const flow = run(initialAuthFlow(), { type: 'go', step: 'signUp' }, { type: 'codeSent', origin: 'signUp', otpKey: 'k1' });
    expect(flow).toMatchObject({ step: 'otp', origin: 'signUp', otpKey: 'k1' });
  });

  it("carries the server's figures of a sent code to the code screen, and never into the next code", () => {
    const flow = run(initialAuthFlow(), { type: 'codeSent', origin: 'signUp', otpKey: 'k1', budget: { triesLeft: 2, resendsLeft: 1 } });
    expect(flow.codeBudget).toEqual({ triesLeft: 2, resendsLeft: 1 });
    expect(run(flow, { type: 'back' }, { type: 'codeSent', origin: 'signUp', otpKey: 'k2' }).codeBudget).toBeNull();
  });

  it('sign-in by code: login → otp → back to login', () => {
    const flow = run(initialAuthFlow(), { type: 'codeSent', origin: 'login', otpKey: 'k1' });
    expect(flow).toMatchObject({ step: 'otp', origin: 'login', otpKey: 'k1' });
    expect(run(flow, { type: 'back' })).toMatchObject({ step: 'login', otpKey: null });
    expect(run(flow, { type: 'resetVerified', token: 't' }).step).toBe('otp');
  });

  it('reset: resetPassword → otp → newPassword (with the token) → resetSuccess', () => {
    const flow = run(initialAuthFlow(), { type: 'go', step: 'resetPassword' }, { type: 'codeSent', origin: 'resetPassword', otpKey: 'k1' });
    const verified = run(flow, { type: 'resetVerified', token: 't' });
    expect(verified).toMatchObject({ step: 'newPassword', resetToken: 't' });
    expect(run(verified, { type: 'passwordChanged' })).toMatchObject({ step: 'resetSuccess', resetToken: null });
  });

  it('a verified sign-up code never lands on newPassword', () => {
    const signUp = run(initialAuthFlow(), { type: 'codeSent', origin: 'signUp', otpKey: 'k' });
    expect(run(signUp, { type: 'resetVerified', token: 't' }).step).toBe('otp');
  });

  it('back from the code screen returns to where the code was asked for', () => {
    expect(run(initialAuthFlow(), { type: 'codeSent', origin: 'signUp', otpKey: 'k' }, { type: 'back' }).step).toBe('signUp');
    expect(run(initialAuthFlow(), { type: 'codeSent', origin: 'resetPassword', otpKey: 'k' }, { type: 'back' }).step).toBe('resetPassword');
    expect(run(initialAuthFlow(), { type: 'back' }).step).toBe('login');
  });

  it('a resend keeps the screen and takes the new key', () => {
    const flow = run(initialAuthFlow(), { type: 'codeSent', origin: 'signUp', otpKey: 'k1' }, { type: 'codeResent', otpKey: 'k2' });
    expect(flow).toMatchObject({ step: 'otp', otpKey: 'k2' });
  });

  it('a lock goes to otpError with the time', () => {
    const flow = run(initialAuthFlow('resetPassword'), { type: 'locked', newOtpTime: '2030-01-01T00:00:00Z' });
    expect(flow).toMatchObject({ step: 'otpError', newOtpTime: '2030-01-01T00:00:00Z', otpKey: null });
  });

  it('keeps the phone between steps', () => {
    const flow = run(initialAuthFlow(), { type: 'phone', phone: '+99890' }, { type: 'go', step: 'signUp' });
    expect(flow.phone).toBe('+99890');
  });
});
