'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { requestPasswordReset } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { lockedUntil } from './otp-lock';
import { PhoneController } from './phone-field';
import type { StepProps } from './step-props';
import { useErrorText } from './use-error-text';

/** The contract's schema of a phone alone, loaded with the form's first check (components/forms/contract-form.ts). */
const loadPhoneInput = () => import('@/lib/contract/account').then((m) => m.PhoneInputSchema);

/** The phone of the account; a code goes to it. A locked phone goes to otpError. */
export function ResetPasswordStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const form = useContractForm(loadPhoneInput, { defaultValues: { phone_number: flow.phone } });
  const errorOf = useFieldError(form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = isPhoneValid(form.watch('phone_number'));

  const submit = form.handleSubmit(async ({ phone_number }) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { otp_key, tries_left, resends_left } = await requestPasswordReset(browserApi(), phone_number);
      dispatch({ type: 'codeSent', origin: 'resetPassword', otpKey: otp_key, budget: { triesLeft: tries_left, resendsLeft: resends_left } });
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(showServerErrors(form, err, errorText));
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('resetText')}</p>
      <PhoneController
        control={form.control}
        name="phone_number"
        onEdit={(phone) => {
          setError(null);
          // The phone is the flow's too: the new password signs in with it.
          dispatch({ type: 'phone', phone });
        }}
        error={errorOf('phone_number')}
        autoComplete="username"
      />
      <FormAlert message={error} />
      <button type="submit" disabled={!valid || busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('sendCode')}
      </button>
      <p className="text-center text-sm">
        <button type="button" onClick={() => dispatch({ type: 'go', step: 'login' })} className={linkButtonClass}>
          {t('backToLogin')}
        </button>
      </p>
    </form>
  );
}
