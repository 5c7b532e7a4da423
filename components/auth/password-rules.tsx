'use client';

import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { PASSWORD_RULES, unmetPasswordRules } from '@/lib/domain/password';

/** The live checklist of a new password; gone once every rule is met. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useTranslations('auth');
  const unmet = unmetPasswordRules(password);
  if (!unmet.length) return null;
  return (
    <div id={id} className="rounded-control bg-canvas px-3 py-2 text-sm">
      <p className="font-medium">{t('rulesTitle')}</p>
      <ul className="mt-1 space-y-0.5">
        {PASSWORD_RULES.map(({ id: rule }) => {
          const met = !unmet.includes(rule);
          return (
            <li key={rule} className={clsx('flex items-center gap-2', met ? 'text-brand-700' : 'text-muted')}>
              {met ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <X aria-hidden="true" className="size-4 shrink-0" />}
              <span>{t(`rules.${rule}`)}</span>
              <span className="sr-only">({met ? t('ruleMet') : t('ruleUnmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
