'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Sign-up's consent to the public offer; the terms open in a new tab so the form stays filled. */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useTranslations('auth');
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm">
      <input
        type="checkbox"
        name="terms"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>
        {t.rich('terms', {
          link: (chunks) => (
            <Link href="/offer" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </span>
    </label>
  );
}
