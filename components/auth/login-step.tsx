'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { login, requestLoginCode } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isValidLoginPassword } from '@/lib/domain/password';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { lockedUntil } from './otp-lock';
import { PasswordController } from './password-field';
import { PhoneController } from './phone-field';
import { finishLogin } from './session-actions';
import type { StepProps } from './step-props';
import { useErrorText } from './use-error-text';

/** The contract's schema of a sign-in, loaded with the form's first check (components/forms/contract-form.ts). */
const loadLoginInput = () => import('@/lib/contract/account').then((m) => m.LoginInputSchema);

/**
 * Phone and password, or phone and an SMS code for whoever does not remember the password
 * (the code has the same limits as every code: ADR 0005); links to the reset and sign-up steps.
 */
export function LoginStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useContractForm(loadLoginInput, { defaultValues: { phone_number: flow.phone, password: '' } });
  const errorOf = useFieldError(form);
  const [busy, setBusy] = useState<'password' | 'code' | false>(false);
  const [error, setError] = useState<string | null>(null);
  const [phone, password] = form.watch(['phone_number', 'password']);
  const phoneValid = isPhoneValid(phone);
  // The button waits for a whole phone and a password; the schema checks both again when it is pressed.
  const valid = phoneValid && isValidLoginPassword(password);
  // The phone is the flow's too: the reset and sign-up steps start from it.
  const onPhone = (phone: string) => {
    setError(null);
    dispatch({ type: 'phone', phone });
  };

  const submit = form.handleSubmit(async (body) => {
    if (busy) return;
    setBusy('password');
    setError(null);
    try {
      await finishLogin(await login(browserApi(), body), queryClient);
    } catch (err) {
      setError(showServerErrors(form, err, errorText));
      setBusy(false);
    }
  });

  const sendCode = async () => {
    if (!phoneValid || busy) return;
    setBusy('code');
    setError(null);
    try {
      const { otp_key, tries_left, resends_left } = await requestLoginCode(browserApi(), phone);
      dispatch({ type: 'codeSent', origin: 'login', otpKey: otp_key, budget: { triesLeft: tries_left, resendsLeft: resends_left } });
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(showServerErrors(form, err, errorText));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneController control={form.control} name="phone_number" onEdit={onPhone} error={errorOf('phone_number')} autoComplete="username" />
      <div>
        <PasswordController control={form.control} name="password" label={t('password')} error={errorOf('password')} autoComplete="current-password" />
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
