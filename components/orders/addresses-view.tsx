'use client';

import clsx from 'clsx';
import { MapPin, Plus, Star, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { buttonClass } from '@/components/ui/button-styles';
import { useAddresses } from '@/lib/stores/addresses';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { AddressBook } from './address-book';

/** /account/addresses: the saved addresses of a logged-in shopper, a visitor's on this device. */
export function AddressesView() {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
  // The side menu around a logged-in shopper's book is the account layout's (AccountShell).
  return loggedIn ? <AddressBook /> : <LocalAddresses />;
}

function LocalAddresses() {
  const t = useTranslations('addresses');
  const id = useId();
  const openLogin = useAuthModal((s) => s.openLogin);
  const list = useAddresses((s) => s.address_list);
  const main = useAddresses((s) => s.main_address);
  const add = useAddresses((s) => s.add);
  const remove = useAddresses((s) => s.remove);
  const choose = useAddresses((s) => s.choose);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add({ address: text });
    setText('');
  };
  return (
    <div className="space-y-4">
      <p className="rounded-card bg-brand-50 p-4 text-sm text-brand-800">
        {t('visitorText')}{' '}
        <button type="button" onClick={() => openLogin()} aria-haspopup="dialog" className="min-h-11 font-semibold underline">
          {t('login')}
        </button>
      </p>
      {list.length === 0 ? (
        <p className="rounded-card bg-canvas p-4 text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="space-y-2">
          {list.map((address) => (
            <li
              key={address.id}
              className={clsx('flex items-center gap-3 rounded-card border bg-surface p-3', main?.id === address.id ? 'border-brand-600' : 'border-line')}
            >
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 break-words">{address.address}</span>
              {main?.id === address.id ? (
                <span className="rounded-full bg-brand-100 px-2 py-1 text-xs font-semibold text-brand-800">{t('main')}</span>
              ) : (
                <button
                  type="button"
                  onClick={() => choose(address.id)}
                  aria-label={t('makeMainLabel', { name: address.address })}
                  className="grid size-11 place-items-center rounded-control text-muted hover:bg-canvas"
                >
                  <Star aria-hidden="true" className="size-5" />
                </button>
              )}
              <button
                type="button"
                onClick={() => remove(address.id)}
                aria-label={t('deleteLabel', { name: address.address })}
                className="grid size-11 place-items-center rounded-control text-muted hover:bg-sale-50 hover:text-sale-700"
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-address`} className={labelClass}>
            {t('address')}
          </label>
          <input
            id={`${id}-address`}
            value={text}
            maxLength={300}
            onChange={(e) => setText(e.target.value)}
            autoComplete="street-address"
            className={inputClass(false)}
          />
        </div>
        <button type="submit" disabled={!text.trim()} className={buttonClass('secondary', 'min-h-12')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </button>
      </form>
    </div>
  );
}
