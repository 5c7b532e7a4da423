'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AUTH_WORDS } from '@/components/auth/auth-messages';
import { linkButtonClass } from '@/components/auth/field-styles';
import { PasswordController } from '@/components/auth/password-field';
import { PasswordRules } from '@/components/auth/password-rules';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { authKeys, changePassword } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import type { ChangePasswordInput, User } from '@/lib/contract/account';
import { isValidNewPassword } from '@/lib/domain/password';
import { WithMessages } from '@/lib/i18n/with-messages';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useMe } from './use-me';

/** The contract's schema of a password change, loaded with the form's first check (components/forms/contract-form.ts). */
const loadChangePasswordInput = () => import('@/lib/contract/account').then((m) => m.ChangePasswordInputSchema);

/**
 * The profile's "change password": the current password and a new one under the
 * sign-up rules, saved with POST auth/change/password/. The server ends every other session; this
 * one goes on. An account signed up by code alone has no password yet: it sets its first one with
 * the new password only. Whoever forgot the current one still has the reset (the code by SMS).
 * The password fields and their checklist speak the auth modal's words: they come with this island.
 */
export function PasswordForm() {
  const me = useMe();
  // The profile form above shows the loading and error states of the same query.
  if (!me.data) return null;
  return (
    <WithMessages words={AUTH_WORDS}>
      <PasswordFields user={me.data} />
    </WithMessages>
  );
}

function PasswordFields({ user }: { user: User }) {
  const t = useTranslations('account');
  const id = useId();
  const queryClient = useQueryClient();
  const openAt = useAuthModal((s) => s.openAt);
  const hasPassword = user.has_password;
  // Checked on submit only: the button waits until the rules are met, and the checklist says which are.
  const form = useContractForm(loadChangePasswordInput, {
    mode: 'onSubmit',
    defaultValues: { old_password: hasPassword ? '' : undefined, new_password: '' },
  });
  const errorOf = useFieldError(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<'changed' | 'set' | null>(null);
  const [oldPassword = '', newPassword = ''] = form.watch(['old_password', 'new_password']);

  const save = useMutation({
    mutationFn: (body: ChangePasswordInput) => changePassword(browserApi(), body),
    onSuccess: () => {
      setDone(hasPassword ? 'changed' : 'set');
      form.reset({ old_password: '', new_password: '' });
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
    onError: (error) => setFormError(showServerErrors(form, error, t('saveError'))),
  });

  const valid = (!hasPassword || oldPassword !== '') && isValidNewPassword(newPassword);
  const submit = form.handleSubmit(({ old_password, new_password }) => {
    if (save.isPending) return;
    setFormError(null);
    setDone(null);
    save.mutate(hasPassword ? { old_password, new_password } : { new_password });
  });
  const rulesId = `${id}-rules`;
  // An edit hides the last answer; the field's own error goes as it is fixed.
  const edited = () => (setDone(null), setFormError(null));

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4 rounded-card bg-surface p-5 shadow-card">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {hasPassword ? t('changePassword') : t('setPassword')}
        </h2>
        {!hasPassword && <p className="mt-1 text-sm text-muted">{t('setPasswordText')}</p>}
      </div>
      {/* The account's login, for password managers: they save the new password under it. */}
      <input type="text" name="username" autoComplete="username" value={user.phone_number} readOnly hidden />
      {hasPassword && (
        <div>
          <PasswordController
            control={form.control}
            name="old_password"
            label={t('currentPassword')}
            onEdit={edited}
            autoComplete="current-password"
            error={errorOf('old_password')}
          />
          <div className="flex justify-end">
            <button type="button" onClick={() => openAt('resetPassword', { phone: user.phone_number })} aria-haspopup="dialog" className={linkButtonClass}>
              {t('forgotPassword')}
            </button>
          </div>
        </div>
      )}
      <PasswordController
        control={form.control}
        name="new_password"
        label={t('newPassword')}
        onEdit={edited}
        autoComplete="new-password"
        error={errorOf('new_password')}
        describedBy={newPassword ? rulesId : undefined}
      />
      {newPassword && <PasswordRules id={rulesId} password={newPassword} />}
      <div role="status" className="empty:hidden">
        {done && (
          <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            {done === 'changed' ? t('passwordChangedText') : t('passwordSetText')}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={!valid || save.isPending}
        aria-busy={save.isPending}
        className={buttonClass('primary', 'min-h-12 w-full sm:w-auto sm:min-w-40')}
      >
        {save.isPending ? t('saving') : t('savePassword')}
      </button>
    </form>
  );
}
