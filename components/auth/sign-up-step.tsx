'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { register } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isValidNewPassword } from '@/lib/domain/password';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { lockedUntil } from './otp-lock';
import { PasswordController } from './password-field';
import { PasswordRules } from './password-rules';
import { PhoneController } from './phone-field';
import type { StepProps } from './step-props';
import { TermsCheckbox } from './terms-checkbox';
import { useErrorText } from './use-error-text';

/** The contract's schema of a sign-up, loaded with the form's first check (components/forms/contract-form.ts). */
const loadRegisterInput = () => import('@/lib/contract/account').then((m) => m.RegisterInputSchema);

interface SignUpValues {
  phone_number: string;
  password: string;
  /** The consent to the offer: the button waits for it; it is not sent. */
  terms: boolean;
}

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
  const form = useContractForm<Awaited<ReturnType<typeof loadRegisterInput>>, SignUpValues>(loadRegisterInput, {
    defaultValues: { phone_number: flow.phone, password: '', terms: false },
    // An empty password is no password: the account signs in by code.
    toInput: ({ phone_number, password }) => ({ phone_number, ...(password ? { password } : {}) }),
  });
  const errorOf = useFieldError(form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phone, password, terms] = form.watch(['phone_number', 'password', 'terms']);
  // The button waits for a whole phone, a password that meets the rules (or none) and the consent.
  const valid = isPhoneValid(phone) && (password === '' || isValidNewPassword(password)) && terms;

  const submit = form.handleSubmit(async (body) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { otp_key, tries_left, resends_left } = await register(browserApi(), body);
      dispatch({ type: 'codeSent', origin: 'signUp', otpKey: otp_key, budget: { triesLeft: tries_left, resendsLeft: resends_left } });
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(showServerErrors(form, err, errorText));
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneController
        control={form.control}
        name="phone_number"
        onEdit={(phone) => {
          setError(null);
          // The phone is the flow's too: the login step starts from it.
          dispatch({ type: 'phone', phone });
        }}
        error={errorOf('phone_number')}
        autoComplete="username"
      />
      <div>
        <PasswordController
          control={form.control}
          name="password"
          label={t('createPassword')}
          autoComplete="new-password"
          error={errorOf('password')}
          describedBy={password ? `${hintId} ${rulesId}` : hintId}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t('passwordOptional')}
        </p>
      </div>
      {password && <PasswordRules id={rulesId} password={password} />}
      <Controller control={form.control} name="terms" render={({ field }) => <TermsCheckbox checked={field.value} onChange={field.onChange} />} />
      <FormAlert message={error} />
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
