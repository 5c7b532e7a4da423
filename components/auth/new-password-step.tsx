'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { login, updatePassword } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { hasSession, setSession } from '@/lib/api/tokens';
import { isValidNewPassword } from '@/lib/domain/password';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { FormAlert } from './form-alert';
import { PasswordController } from './password-field';
import { PasswordRules } from './password-rules';
import type { StepProps } from './step-props';

/** The contract's schema of a new password, loaded with the form's first check (components/forms/contract-form.ts). */
const loadNewPasswordInput = () => import('@/lib/contract/account').then((m) => m.NewPasswordInputSchema);

/**
 * The new password after the reset code was verified. A shopper who is logged in (a password
 * change from the profile) stays logged in: the server revokes every refresh token on a password
 * change, so the device logs in again with the new password, and the modal just closes.
 */
export function NewPasswordStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const rulesId = useId();
  const form = useContractForm(loadNewPasswordInput, { defaultValues: { new_password: '' } });
  const errorOf = useFieldError(form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const password = form.watch('new_password');
  // The button waits until the rules are met, and the checklist says which are.
  const valid = isValidNewPassword(password);

  const submit = form.handleSubmit(async ({ new_password }) => {
    if (busy || !flow.resetToken) return;
    setBusy(true);
    setError(null);
    try {
      await updatePassword(browserApi(), flow.resetToken, new_password);
    } catch (err) {
      // A refused password (too common) is said under the field; anything else is "something went wrong".
      setError(showServerErrors(form, err, () => t('errors.somethingWrong')));
      setBusy(false);
      return;
    }
    if (!hasSession()) return dispatch({ type: 'passwordChanged' });
    await login(browserApi(), { phone_number: flow.phone, password: new_password })
      .then((tokens) => setSession(tokens, { signedIn: true }))
      .catch(() => undefined);
    const modal = useAuthModal.getState();
    modal.setNotice('passwordChanged');
    modal.close();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('newPasswordText')}</p>
      <PasswordController
        control={form.control}
        name="new_password"
        label={t('newPassword')}
        onEdit={() => setError(null)}
        autoComplete="new-password"
        error={errorOf('new_password')}
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
