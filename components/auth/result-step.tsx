'use client';

import clsx from 'clsx';
import { CircleCheck, Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { hoursUntil } from '@/lib/domain/otp';
import type { StepProps } from './step-props';

/** resetSuccess and otpError: a short message and the way back to login. */
export function ResultStep({ flow, dispatch }: StepProps) {
  const t = useTranslations('auth');
  const failed = flow.step === 'otpError';
  const text = flow.step === 'resetSuccess' ? t('resetSuccessText') : t('otpErrorText', { hours: Math.max(1, hoursUntil(flow.newOtpTime ?? new Date())) });
  const Icon = failed ? Clock : CircleCheck;
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className={clsx('grid size-20 place-items-center rounded-full', failed ? 'bg-sale-50 text-sale-600' : 'bg-brand-50 text-brand-700')}>
        <Icon aria-hidden="true" className="size-10" />
      </span>
      <p className={clsx('text-base', failed && 'font-medium')} data-testid="auth-result">
        {text}
      </p>
      <button type="button" data-autofocus="" onClick={() => dispatch({ type: 'go', step: 'login' })} className={buttonClass('primary', 'min-h-12 w-full')}>
        {t('toLogin')}
      </button>
    </div>
  );
}
