'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { register } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isValidNewPassword } from '@/lib/domain/password';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { lockedUntil } from './otp-lock';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { PhoneField } from './phone-field';
import type { StepProps } from './step-props';
import { TermsCheckbox } from './terms-checkbox';
import { fieldError, useErrorText } from './use-error-text';

/** Phone, a new password with its checklist, the terms; the code goes out on submit. */
export function SignUpStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const valid = isPhoneValid(flow.phone) && isValidNewPassword(password) && terms;
  const phoneError = fieldError(error, 'phone_number');
  const passwordError = fieldError(error, 'password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { otp_key } = await register(browserApi(), { phone_number: flow.phone, password });
      dispatch({ type: 'codeSent', origin: 'signUp', otpKey: otp_key });
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(err);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneField
        value={flow.phone}
        onChange={(phone) => {
          setError(null);
          dispatch({ type: 'phone', phone });
        }}
        error={phoneError}
        autoComplete="username"
      />
      <PasswordField
        label={t('createPassword')}
        value={password}
        onChange={(value) => {
          if (passwordError) setError(null);
          setPassword(value);
        }}
        autoComplete="new-password"
        error={passwordError}
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={password} />
      <TermsCheckbox checked={terms} onChange={setTerms} />
      <FormAlert message={error && !phoneError && !passwordError ? errorText(error) : null} />
      <button type="submit" disabled={!valid || busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('createAccount')}
      </button>
      <p className="text-center text-sm">
        {t('haveAccount')}{' '}
        <button type="button" onClick={() => dispatch({ type: 'go', step: 'login' })} className={linkButtonClass}>
          {t('toLogin')}
        </button>
      </p>
    </form>
  );
}
