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

/**
 * Phone and the terms; the code goes out on submit and the code alone signs the shopper up, as
 * Uzum, Yandex and Korzinka do. The password field stays (under the same label, so the
 * field a password manager fills is where it was) but is optional, said so beneath it: left empty
 * the account signs in by code; typed, it is held to the rules with the live checklist.
 */
export function SignUpStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const rulesId = useId();
  const hintId = useId();
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const valid = isPhoneValid(flow.phone) && (password === '' || isValidNewPassword(password)) && terms;
  const phoneError = fieldError(error, 'phone_number');
  const passwordError = fieldError(error, 'password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { otp_key, tries_left, resends_left } = await register(browserApi(), { phone_number: flow.phone, ...(password ? { password } : {}) });
      dispatch({ type: 'codeSent', origin: 'signUp', otpKey: otp_key, budget: { triesLeft: tries_left, resendsLeft: resends_left } });
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
      <div>
        <PasswordField
          label={t('createPassword')}
          value={password}
          onChange={(value) => {
            if (passwordError) setError(null);
            setPassword(value);
          }}
          autoComplete="new-password"
          error={passwordError}
          describedBy={password ? `${hintId} ${rulesId}` : hintId}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t('passwordOptional')}
        </p>
      </div>
      {password && <PasswordRules id={rulesId} password={password} />}
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
