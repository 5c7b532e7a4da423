/**
 * The steps of the auth modal and the moves between them, as a pure reducer so
 * that every transition can be tested without a browser. Side effects (calls, closing the modal)
 * stay in the components; this only decides which screen comes next and what it needs.
 */
/**
 * A confirmed sign-up (or sign-in code) ends the flow signed in (ADR 0005), so the old
 * signUpSuccess step is gone: the modal closes and the shopper is back where they were.
 */
export type AuthStep = 'login' | 'signUp' | 'otp' | 'otpError' | 'resetPassword' | 'newPassword' | 'resetSuccess';

/** The steps a link or a caller can open directly. */
export type AuthEntryStep = 'login' | 'signUp' | 'resetPassword';

/** Why a code was sent (a sign-up, a reset, a sign-in by code): the code screen's back button returns there. */
type OtpOrigin = 'signUp' | 'resetPassword' | 'login';

export interface AuthFlow {
  step: AuthStep;
  origin: OtpOrigin;
  /** The phone field's value ("+998" and digits), shared by login, sign-up and reset. */
  phone: string;
  otpKey: string | null;
  /** The single-use token the reset code was traded for (newPassword needs it). */
  resetToken: string | null;
  /** ISO time from which a new code may be requested (otpError). */
  newOtpTime: string | null;
  /** What the server said the code just sent allows (ADR 0005): the code screen starts from it. */
  codeBudget: CodeBudget | null;
}

/** A sent code's tries, and the resends left on the phone after it, as the server answers them. */
interface CodeBudget {
  triesLeft?: number;
  resendsLeft?: number;
}

export type AuthEvent =
  | { type: 'go'; step: AuthEntryStep }
  | { type: 'phone'; phone: string }
  | { type: 'codeSent'; origin: OtpOrigin; otpKey: string; budget?: CodeBudget }
  | { type: 'codeResent'; otpKey: string }
  | { type: 'locked'; newOtpTime: string }
  | { type: 'resetVerified'; token: string }
  | { type: 'back' }
  | { type: 'passwordChanged' };

export function initialAuthFlow(step: AuthEntryStep = 'login', phone = ''): AuthFlow {
  return { step, origin: step === 'resetPassword' ? 'resetPassword' : 'signUp', phone, otpKey: null, resetToken: null, newOtpTime: null, codeBudget: null };
}

export function authFlowReducer(flow: AuthFlow, event: AuthEvent): AuthFlow {
  switch (event.type) {
    case 'go':
      // A fresh start: a code or token of an earlier attempt never leaks into the next one.
      return { ...flow, step: event.step, otpKey: null, resetToken: null, newOtpTime: null };
    case 'phone':
      return { ...flow, phone: event.phone };
    case 'codeSent':
      return { ...flow, step: 'otp', origin: event.origin, otpKey: event.otpKey, resetToken: null, codeBudget: event.budget ?? null };
    case 'codeResent':
      return flow.step === 'otp' ? { ...flow, otpKey: event.otpKey } : flow;
    case 'locked':
      return { ...flow, step: 'otpError', otpKey: null, newOtpTime: event.newOtpTime };
    case 'resetVerified':
      return flow.step === 'otp' && flow.origin === 'resetPassword' ? { ...flow, step: 'newPassword', otpKey: null, resetToken: event.token } : flow;
    case 'back':
      return flow.step === 'otp' ? { ...flow, step: flow.origin, otpKey: null } : flow;
    case 'passwordChanged':
      return flow.step === 'newPassword' ? { ...flow, step: 'resetSuccess', resetToken: null } : flow;
  }
}
