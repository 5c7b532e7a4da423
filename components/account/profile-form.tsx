'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid } from '@/components/ui/form-errors';
import { authKeys, updateProfile } from '@/lib/api/auth';
import type { ProfileUpdate, User } from '@/lib/contract/account';
import { browserApi } from '@/lib/api/browser';
import { formatPhone } from '@/lib/domain/phone-format';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useSession } from '@/lib/stores/session';
import { useMe } from './use-me';

const fieldBase = 'block min-h-12 w-full rounded-control border border-line px-3 text-base focus:border-brand-600 aria-[invalid=true]:border-red-600';
const field = `${fieldBase} bg-surface`;
const FULL_NAME_MAX = 100;

/** The profile page's body: a skeleton while it loads, an error with a retry, then the form. */
export function ProfileForm() {
  const t = useTranslations();
  const me = useMe();
  if (me.isPending) return <ProfileSkeleton />;
  if (me.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 shadow-card">
        <span>{t('account.loadError')}</span>
        <button type="button" onClick={() => me.refetch()} className="min-h-11 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50">
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <ProfileFields user={me.data} />;
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5 rounded-card bg-surface p-5 shadow-card">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-2">
          <div className="h-4 w-32 animate-pulse rounded bg-line/70" />
          <div className="h-12 animate-pulse rounded-control bg-line/50" />
        </div>
      ))}
    </div>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** The contract's schema of the profile, loaded with the form's first check (components/forms/contract-form.ts). */
const loadProfileUpdate = () => import('@/lib/contract/account').then((m) => m.ProfileUpdateSchema);

/**
 * Name, gender and birth date, saved with PATCH auth/update/; the phone is shown, not edited.
 * The password is changed in its own form below (password-form.tsx). The form checks with the
 * contract's schema (a birth date in the past) and shows the server's field errors at their fields.
 */
function ProfileFields({ user }: { user: User }) {
  const t = useTranslations('account');
  const id = useId();
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  const notice = useAuthModal((s) => s.notice);
  const setNotice = useAuthModal((s) => s.setNotice);
  const form = useContractForm(loadProfileUpdate, {
    defaultValues: { full_name: user.full_name ?? '', gender: user.gender ?? '', birth_date: user.birth_date ?? '' },
  });
  const errorOf = useFieldError(form);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(browserApi(), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(authKeys.me(), saved);
      setUser(saved);
    },
    onError: (error) => setFormError(showServerErrors(form, error, t('saveError'))),
  });

  // The password-changed message is for this visit only.
  useEffect(() => () => setNotice(null), [setNotice]);

  const submit = form.handleSubmit(
    ({ full_name, gender, birth_date }) => {
      setNotice(null);
      setFormError(null);
      save.mutate({ full_name: full_name ?? null, gender: gender ?? null, birth_date: birth_date ?? null });
    },
    () => focusFirstInvalid(formRef.current),
  );
  // An edit hides the last answer ("saved", or what failed); the field's own error goes as it is fixed.
  const edited = { onChange: () => (save.reset(), setFormError(null)) };
  const nameError = errorOf('full_name');
  const genderError = errorOf('gender');
  const birthError = errorOf('birth_date');

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5 rounded-card bg-surface p-5 shadow-card">
      <Field id={`${id}-name`} label={t('fullName')} error={nameError}>
        <input
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          className={field}
          {...controlProps(`${id}-name`, nameError)}
          {...form.register('full_name', edited)}
        />
      </Field>

      <fieldset aria-invalid={genderError ? true : undefined} aria-describedby={genderError ? `${id}-gender-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">{t('gender')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['M', 'F', ''] as const).map((value) => (
            <label
              key={value || 'none'}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={value} {...form.register('gender', edited)} className="size-5 accent-brand-700" />
              {value === 'M' ? t('male') : value === 'F' ? t('female') : t('genderUnset')}
            </label>
          ))}
        </div>
        {genderError && (
          <p id={`${id}-gender-error`} className="mt-1 text-sm text-red-700">
            {genderError}
          </p>
        )}
      </fieldset>

      <Field id={`${id}-birth`} label={t('birthDate')} error={birthError}>
        <input
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          className={field}
          {...controlProps(`${id}-birth`, birthError)}
          {...form.register('birth_date', edited)}
        />
      </Field>

      <Field id={`${id}-phone`} label={t('phone')} help={t('phoneHint')}>
        <input
          readOnly
          value={formatPhone(user.phone_number)}
          {...controlProps(`${id}-phone`, undefined, true)}
          className={`${fieldBase} bg-canvas tabular-nums text-muted`}
        />
      </Field>

      <div role="status" className="empty:hidden">
        {save.isSuccess && <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{t('saved')}</p>}
        {notice === 'passwordChanged' && <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{t('passwordChanged')}</p>}
      </div>
      {formError && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}

      <button type="submit" disabled={save.isPending} aria-busy={save.isPending} className={buttonClass('primary', 'min-h-12 w-full sm:w-auto sm:min-w-40')}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
