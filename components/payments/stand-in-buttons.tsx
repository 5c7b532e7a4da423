'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { playStandIn } from '@/lib/api/dev-pay';
import { ApiError } from '@/lib/api/http';
import type { DevPayAction } from '@/lib/contract/dev-pay';
import type { OnlinePaymentType } from '@/lib/contract/order-values';

/**
 * "Pay" and "decline": the server plays the provider against our merchant endpoints, then the
 * shopper goes back to the shop as the provider would send them. A refusal by the store is shown
 * here with the way back.
 */
export function StandInButtons({ provider, link }: { provider: OnlinePaymentType; link: string }) {
  const t = useTranslations('devPay');
  const [busy, setBusy] = useState<DevPayAction | null>(null);
  const [refused, setRefused] = useState<{ detail: string; back: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const press = async (action: DevPayAction) => {
    setBusy(action);
    setRefused(null);
    setFailed(null);
    try {
      const outcome = await playStandIn(browserApi(), provider, { link, action });
      if (outcome.outcome === 'refused') {
        setRefused({ detail: outcome.detail ?? '', back: outcome.return_url });
        setBusy(null);
      } else {
        window.location.assign(outcome.return_url);
      }
    } catch (e) {
      setFailed(e instanceof ApiError && e.status < 500 ? e.message : t('failed'));
      setBusy(null);
    }
  };

  return (
    <div className="mt-5 space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <button type="button" onClick={() => press('pay')} disabled={busy !== null} aria-busy={busy === 'pay'} className={buttonClass('primary', 'min-h-12')}>
          {busy === 'pay' && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {busy === 'pay' ? t('working') : t('pay')}
        </button>
        <button
          type="button"
          onClick={() => press('decline')}
          disabled={busy !== null}
          aria-busy={busy === 'decline'}
          className={buttonClass('secondary', 'min-h-12')}
        >
          {busy === 'decline' && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {busy === 'decline' ? t('working') : t('decline')}
        </button>
      </div>
      {(refused || failed) && (
        <div role="alert" className="rounded-control bg-red-50 p-3 text-sm text-red-700">
          <p>{refused ? t('refused', { detail: refused.detail }) : failed}</p>
          {refused && (
            <a href={refused.back} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t('back')}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
