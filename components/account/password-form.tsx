'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_WORDS } from '@/components/auth/auth-messages';
import { linkButtonClass } from '@/components/auth/field-styles';
import { PasswordField } from '@/components/auth/password-field';
import { PasswordRules } from '@/components/auth/password-rules';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { authKeys, changePassword } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import type { ChangePasswordInput, User } from '@/lib/contract/account';
import { isValidNewPassword } from '@/lib/domain/password';
import { WithMessages } from '@/lib/i18n/with-messages';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useMe } from './use-me';

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
  const form = useRef<HTMLFormElement>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<'changed' | 'set' | null>(null);
  const hasPassword = user.has_password;

  const save = useMutation({
    mutationFn: (body: ChangePasswordInput) => changePassword(browserApi(), body),
    onSuccess: () => {
      setDone(hasPassword ? 'changed' : 'set');
      setOldPassword('');
      setNewPassword('');
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.fields) return;
      setFields(error.fields);
      focusFirstInvalid(form.current);
    },
  });

  const valid = (!hasPassword || oldPassword !== '') && isValidNewPassword(newPassword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.isPending) return;
    setFields({});
    setDone(null);
    save.mutate(hasPassword ? { old_password: oldPassword, new_password: newPassword } : { new_password: newPassword });
  };
  const otherError = save.isError && !(save.error instanceof ApiError && save.error.fields);
  const rulesId = `${id}-rules`;

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4 rounded-card bg-surface p-5 shadow-card">
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
          <PasswordField
            name="old_password"
            label={t('currentPassword')}
            value={oldPassword}
            onChange={(value) => {
              setFields((f) => withoutField(f, 'old_password'));
              setDone(null);
              setOldPassword(value);
            }}
            autoComplete="current-password"
            error={fields.old_password}
          />
          <div className="flex justify-end">
            <button type="button" onClick={() => openAt('resetPassword', { phone: user.phone_number })} aria-haspopup="dialog" className={linkButtonClass}>
              {t('forgotPassword')}
            </button>
          </div>
        </div>
      )}
      <PasswordField
        name="new_password"
        label={t('newPassword')}
        value={newPassword}
        onChange={(value) => {
          setFields((f) => withoutField(f, 'new_password'));
          setDone(null);
          setNewPassword(value);
        }}
        autoComplete="new-password"
        error={fields.new_password}
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
      {otherError && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {save.error instanceof ApiError && save.error.status < 500 ? save.error.message : t('saveError')}
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
