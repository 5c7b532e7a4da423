'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { login, updatePassword } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { hasSession, setSession } from '@/lib/api/tokens';
import { isValidNewPassword } from '@/lib/domain/password';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import type { StepProps } from './step-props';
import { fieldError } from './use-error-text';

/**
 * The new password after the reset code was verified. A shopper who is logged in (a password
 * change from the profile) stays logged in: the server revokes every refresh token on a password
 * change, so the device logs in again with the new password, and the modal just closes.
 */
export function NewPasswordStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const valid = isValidNewPassword(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy || !flow.resetToken) return;
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      await updatePassword(browserApi(), flow.resetToken, password);
    } catch (err) {
      // A refused password (too common) is said under the field; anything else is "something went wrong".
      const field = err instanceof ApiError && err.code === 'validation_error' ? (fieldError(err, 'new_password', 'password') ?? err.message) : null;
      if (field) setPasswordError(field);
      else setError(t('errors.somethingWrong'));
      setBusy(false);
      return;
    }
    if (!hasSession()) return dispatch({ type: 'passwordChanged' });
    await login(browserApi(), { phone_number: flow.phone, password })
      .then((tokens) => setSession(tokens, { signedIn: true }))
      .catch(() => undefined);
    const modal = useAuthModal.getState();
    modal.setNotice('passwordChanged');
    modal.close();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('newPasswordText')}</p>
      <PasswordField
        label={t('newPassword')}
        value={password}
        onChange={(value) => {
          setPasswordError(null);
          setPassword(value);
        }}
        autoComplete="new-password"
        error={passwordError}
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={password} />
      <FormAlert message={error} />
      <button type="submit" disabled={!valid || busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('savePassword')}
      </button>
    </form>
  );
}
