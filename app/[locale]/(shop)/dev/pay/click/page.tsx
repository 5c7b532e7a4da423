import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandInPage } from '@/components/payments/stand-in-page';
import { devPaymentsOn } from '@/lib/dev-payments';
import { parseOrderId } from '@/lib/domain/payments';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';

type Params = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Read per request: DEV_PAYMENTS is the running server's, not the build's.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'devPay' });
  return { title: t('pageTitle', { provider: 'Click' }), robots: { index: false, follow: false } };
}

function safePath(url: string | null): string {
  try {
    return url ? new URL(url).pathname : '';
  } catch {
    return '';
  }
}

/** The development stand-in of Click's pay page (DEV_PAYMENTS=1, else 404): `?service_id=…&merchant_id=…&amount=…&transaction_param=…&return_url=…`. */
export default async function ClickStandInPage({ params, searchParams }: Params) {
  const locale = await pageLocale(params);
  if (!devPaymentsOn()) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(key, value);
  // Click's link names no language: the page speaks the one of the order's page it returns to.
  const back = /^\/(\w+)\//.exec(safePath(query.get('return_url')))?.[1];
  if (isLocale(back) && back !== locale) redirect(`/${back}/dev/pay/click?${query.toString()}`);
  const amount = query.get('amount') ?? '';
  const orderId = parseOrderId(query.get('transaction_param'));
  return (
    <StandInPage
      provider="click"
      link={query.toString()}
      merchant={query.get('merchant_id') || null}
      orderId={orderId ? String(orderId) : null}
      amount={/^\d+(\.\d{1,2})?$/.test(amount) ? Number(amount) : null}
    />
  );
}
