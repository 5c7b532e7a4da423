'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { login } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { isValidLoginPassword } from '@/lib/domain/password';
import { isPhoneValid } from '@/lib/domain/phone-input';
import { linkButtonClass } from './field-styles';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { finishLogin } from './session-actions';
import type { StepProps } from './step-props';
import { useErrorText } from './use-error-text';

/** Phone and password; links to the reset and sign-up steps. */
export function LoginStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = isPhoneValid(flow.phone) && isValidLoginPassword(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const tokens = await login(browserApi(), { phone_number: flow.phone, password });
      await finishLogin(tokens, queryClient);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneField value={flow.phone} onChange={(phone) => dispatch({ type: 'phone', phone })} autoComplete="username" />
      <div>
        <PasswordField label={t('password')} value={password} onChange={setPassword} autoComplete="current-password" />
        <div className="flex justify-end">
          <button type="button" onClick={() => dispatch({ type: 'go', step: 'resetPassword' })} className={linkButtonClass}>
            {t('forgotPassword')}
          </button>
        </div>
      </div>
      <FormAlert message={error} />
      <button type="submit" disabled={!valid || busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('enter')}
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
