'use client';

import clsx from 'clsx';
import { Check, Globe, LoaderCircle } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/contract/values';
import { LOCALE_COOKIE, locales } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/switch-locale';

/** The delay before the page reloads in the new language. */
const LANGUAGE_RELOAD_DELAY_MS = 1000;

/** Remembers the choice (local storage `locale` and the NEXT_LOCALE cookie), then reloads after 1 s. */
function useSwitchLocale() {
  const current = useLocale() as Locale;
  const [pending, setPending] = useState<Locale | null>(null);
  const switchTo = (locale: Locale) => {
    if (locale === current || pending) return;
    setPending(locale);
    try {
      window.localStorage.setItem('locale', locale);
    } catch {
      // Private mode: the cookie and the URL still carry the choice.
    }
    // js-cookie is fetched on the click, not with every page: the reload waits for the cookie.
    const remembered = import('js-cookie')
      .then(({ default: Cookies }) => void Cookies.set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', expires: 365 }))
      .catch(() => undefined);
    window.setTimeout(() => {
      void remembered.then(() => {
        const { pathname, search, hash } = window.location;
        window.location.assign(localizedPath(pathname, search, hash, locale));
      });
    }, LANGUAGE_RELOAD_DELAY_MS);
  };
  return { current, pending, switchTo };
}

/** The header's toggle: shows the other language and switches to it. */
export function LanguageToggle({ className }: { className?: string }) {
  const t = useTranslations('header');
  const { current, pending, switchTo } = useSwitchLocale();
  const other: Locale = current === 'uz' ? 'ru' : 'uz';
  const code = other === 'ru' ? 'RU' : 'UZ';
  return (
    <button
      type="button"
      onClick={() => switchTo(other)}
      lang={other}
      // The name starts with the visible code, so "click RU" works with speech input (WCAG 2.5.3).
      aria-label={`${code} — ${t('switchLanguage')}`}
      aria-busy={pending !== null}
      className={clsx('inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-ink hover:bg-canvas', className)}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
      ) : (
        <Globe aria-hidden="true" className="size-5 text-muted" />
      )}
      <span aria-hidden="true">{code}</span>
      {pending && (
        <span className="sr-only" role="status">
          {t('switching')}
        </span>
      )}
    </button>
  );
}

/** The drawer's list: every language, the current one checked. */
export function LanguageList() {
  const t = useTranslations();
  const { current, pending, switchTo } = useSwitchLocale();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('header.language')}</legend>
      <ul className="grid grid-cols-2 gap-2">
        {locales.map((locale) => {
          const active = (pending ?? current) === locale;
          return (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-pressed={active}
                onClick={() => switchTo(locale)}
                className={clsx(
                  'flex min-h-11 w-full items-center justify-between gap-2 rounded-control border px-3 text-sm font-semibold',
                  active ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line hover:bg-canvas',
                )}
              >
                {t(`languages.${locale}`)}
                {active &&
                  (pending === locale ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Check aria-hidden="true" className="size-4" />)}
              </button>
            </li>
          );
        })}
      </ul>
      {pending && (
        <p role="status" className="mt-2 text-sm text-muted">
          {t('header.switching')}
        </p>
      )}
    </fieldset>
  );
}
