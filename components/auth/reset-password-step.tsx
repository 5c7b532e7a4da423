'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { requestPasswordReset } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { lockedUntil } from './otp-lock';
import { PhoneField } from './phone-field';
import type { StepProps } from './step-props';
import { useErrorText } from './use-error-text';

/** The phone of the account; a code goes to it. A locked phone goes to otpError. */
export function ResetPasswordStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = isPhoneValid(flow.phone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { otp_key, tries_left, resends_left } = await requestPasswordReset(browserApi(), flow.phone);
      dispatch({ type: 'codeSent', origin: 'resetPassword', otpKey: otp_key, budget: { triesLeft: tries_left, resendsLeft: resends_left } });
    } catch (err) {
      const until = lockedUntil(err);
      if (until) return dispatch({ type: 'locked', newOtpTime: until });
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('resetText')}</p>
      <PhoneField
        value={flow.phone}
        onChange={(phone) => {
          setError(null);
          dispatch({ type: 'phone', phone });
        }}
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
