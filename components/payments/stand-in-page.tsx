import { FlaskConical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/price';
import { PageTitle } from '@/components/ui/section';
import type { OnlinePaymentType } from '@/lib/contract/order-values';
import { PROVIDER_NAMES, ProviderLogo } from './provider-logos';
import { StandInButtons } from './stand-in-buttons';

/**
 * A development stand-in of a provider's pay page: what the link asks for (merchant, order,
 * amount) and the two buttons. A link that cannot be read says so and offers no buttons.
 */
export function StandInPage({
  provider,
  link,
  merchant,
  orderId,
  amount,
}: {
  provider: OnlinePaymentType;
  /** Handed back to the server as it came (Payme's base64, Click's query string). */
  link: string;
  merchant: string | null;
  orderId: string | null;
  /** So'm, or null when the link names none. */
  amount: number | null;
}) {
  const t = useTranslations('devPay');
  const name = PROVIDER_NAMES[provider];
  const readable = Boolean(merchant && orderId && amount !== null);
  return (
    <div className="mx-auto max-w-md">
      <div className="flex items-center gap-3">
        <ProviderLogo provider={provider} className="h-9 w-[5.75rem]" />
        <PageTitle>{t('pageTitle', { provider: name })}</PageTitle>
      </div>
      <p className="mt-4 flex gap-2 rounded-control bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        {t('notice', { provider: name })}
      </p>
      <section className="mt-4 rounded-card bg-surface p-5 shadow-card">
        {readable ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-muted">{t('merchant')}</dt>
              <dd className="break-all font-medium">{merchant}</dd>
              <dt className="text-muted">{t('order')}</dt>
              <dd className="font-medium" data-testid="stand-in-order">
                {t('orderNumber', { id: orderId! })}
              </dd>
              <dt className="text-muted">{t('amount')}</dt>
              <dd className="text-xl font-bold" data-testid="stand-in-amount">
                <Money amount={amount!} />
              </dd>
            </dl>
            <StandInButtons provider={provider} link={link} />
          </>
        ) : (
          <p role="alert" className="text-red-700">
            {t('badLink')}
          </p>
        )}
      </section>
    </div>
  );
}
