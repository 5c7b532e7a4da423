'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { login, requestLoginCode } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isValidLoginPassword } from '@/lib/domain/password';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { lockedUntil } from './otp-lock';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { finishLogin } from './session-actions';
import type { StepProps } from './step-props';
import { useErrorText } from './use-error-text';

/**
 * Phone and password, or phone and an SMS code for whoever does not remember the password
 * (the code has the same limits as every code: ADR 0005); links to the reset and sign-up steps.
 */
export function LoginStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'password' | 'code' | false>(false);
  const [error, setError] = useState<string | null>(null);
  const phoneValid = isPhoneValid(flow.phone);
  const valid = phoneValid && isValidLoginPassword(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy('password');
    setError(null);
    try {
      const tokens = await login(browserApi(), { phone_number: flow.phone, password });
      await finishLogin(tokens, queryClient);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  const sendCode = async () => {
    if (!phoneValid || busy) return;
    setBusy('code');
    setError(null);
    try {
      const { otp_key, tries_left, resends_left } = await requestLoginCode(browserApi(), flow.phone);
      dispatch({ type: 'codeSent', origin: 'login', otpKey: otp_key, budget: { triesLeft: tries_left, resendsLeft: resends_left } });
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(errorText(err));
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
        autoComplete="username"
      />
      <div>
        <PasswordField label={t('password')} value={password} onChange={setPassword} autoComplete="current-password" />
        <div className="flex justify-end">
          <button type="button" onClick={() => dispatch({ type: 'go', step: 'resetPassword' })} className={linkButtonClass}>
            {t('forgotPassword')}
          </button>
        </div>
      </div>
      <FormAlert message={error} />
      <button type="submit" disabled={!valid || busy !== false} aria-busy={busy === 'password'} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('enter')}
      </button>
      <button
        type="button"
        onClick={sendCode}
        disabled={!phoneValid || busy !== false}
        aria-busy={busy === 'code'}
        className={buttonClass('secondary', 'min-h-12 w-full')}
      >
        {t('loginByCode')}
      </button>
      <p className="text-center text-sm">
        {t('noAccount')}{' '}
        <button type="button" onClick={() => dispatch({ type: 'go', step: 'signUp' })} className={linkButtonClass}>
          {t('createAccount')}
        </button>
      </p>
    </form>
  );
}
