'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { authKeys, updateProfile } from '@/lib/api/auth';
import type { Gender } from '@/lib/contract/values';
import type { ProfileUpdate, User } from '@/lib/contract/account';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { formatPhone } from '@/lib/domain/phone-format';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useSession } from '@/lib/stores/session';
import { useMe } from './use-me';

const fieldBase = 'mt-1 block min-h-12 w-full rounded-control border border-line px-3 text-base focus:border-brand-600 aria-[invalid=true]:border-red-600';
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

/**
 * Name, gender and birth date, saved with PATCH auth/update/; the phone is shown, not edited.
 * The password is changed in its own form below (password-form.tsx).
 */
function ProfileFields({ user }: { user: User }) {
  const t = useTranslations('account');
  const id = useId();
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  const notice = useAuthModal((s) => s.notice);
  const setNotice = useAuthModal((s) => s.setNotice);
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const [gender, setGender] = useState<Gender | ''>(user.gender ?? '');
  const [birthDate, setBirthDate] = useState(user.birth_date ?? '');
  // The server's word on each field; a field's goes when it is edited, the others stay.
  const [fields, setFields] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(browserApi(), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(authKeys.me(), saved);
      setUser(saved);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.fields) return;
      setFields(error.fields);
      focusFirstInvalid(form.current);
    },
  });

  // The password-changed message is for this visit only.
  useEffect(() => () => setNotice(null), [setNotice]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFields({});
    save.mutate({ full_name: fullName.trim(), gender: gender || null, birth_date: birthDate || null });
  };
  const edited = (key: string) => {
    setFields((f) => withoutField(f, key));
    save.reset();
  };

  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {fields[name]}
      </p>
    ) : null;
  const invalid = (name: string) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  const otherError = save.isError && !(save.error instanceof ApiError && save.error.fields);

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5 rounded-card bg-surface p-5 shadow-card">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t('fullName')}
        </label>
        <input
          id={`${id}-name`}
          name="full_name"
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          value={fullName}
          onChange={(event) => {
            edited('full_name');
            setFullName(event.target.value);
          }}
          className={field}
          {...invalid('full_name')}
        />
        {fieldError('full_name')}
      </div>

      <fieldset {...invalid('gender')}>
        <legend className="text-sm font-medium">{t('gender')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(['M', 'F', ''] as const).map((value) => (
            <label
              key={value || 'none'}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => {
                  edited('gender');
                  setGender(value);
                }}
                className="size-5 accent-brand-700"
              />
              {value === 'M' ? t('male') : value === 'F' ? t('female') : t('genderUnset')}
            </label>
          ))}
        </div>
        {fieldError('gender')}
      </fieldset>

      <div>
        <label htmlFor={`${id}-birth`} className="text-sm font-medium">
          {t('birthDate')}
        </label>
        <input
          id={`${id}-birth`}
          name="birth_date"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          value={birthDate}
          onChange={(event) => {
            edited('birth_date');
            setBirthDate(event.target.value);
          }}
          className={field}
          {...invalid('birth_date')}
        />
        {fieldError('birth_date')}
      </div>

      <div>
        <label htmlFor={`${id}-phone`} className="text-sm font-medium">
          {t('phone')}
        </label>
        <input
          id={`${id}-phone`}
          readOnly
          value={formatPhone(user.phone_number)}
          aria-describedby={`${id}-phone-hint`}
          className={`${fieldBase} bg-canvas tabular-nums text-muted`}
        />
        <p id={`${id}-phone-hint`} className="mt-1 text-sm text-muted">
          {t('phoneHint')}
        </p>
      </div>

      <div role="status" className="empty:hidden">
        {save.isSuccess && <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{t('saved')}</p>}
        {notice === 'passwordChanged' && <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{t('passwordChanged')}</p>}
      </div>
      {otherError && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {save.error instanceof ApiError && save.error.status < 500 ? save.error.message : t('saveError')}
        </p>
      )}

      <button type="submit" disabled={save.isPending} aria-busy={save.isPending} className={buttonClass('primary', 'min-h-12 w-full sm:w-auto sm:min-w-40')}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
