import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandInPage } from '@/components/payments/stand-in-page';
import { devPaymentsOn } from '@/lib/dev-payments';
import { parseOrderId, readPaymeCheckout } from '@/lib/domain/payments';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';

type Params = { params: Promise<{ locale: string; link: string[] }> };

// Read per request: DEV_PAYMENTS is the running server's, not the build's.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'devPay' });
  return { title: t('pageTitle', { provider: 'Payme' }), robots: { index: false, follow: false } };
}

/**
 * The development stand-in of Payme's checkout (DEV_PAYMENTS=1, else 404): the link's base64
 * (`m=…;ac.order_id=…;a=…;c=…;l=…`, which may hold "/") is the rest of the path.
 */
export default async function PaymeStandInPage({ params }: Params) {
  const locale = await pageLocale(params);
  if (!devPaymentsOn()) notFound();
  const encoded = (await params).link.map(decodeURIComponent).join('/');
  const link = readPaymeCheckout(encoded);
  // In the language the link asks for (`l`), as Payme's page is; the middleware chose one without reading it.
  if (isLocale(link.l) && link.l !== locale) redirect(`/${link.l}/dev/pay/payme/${encoded}`);
  const tiyin = Number(link.a);
  const orderId = parseOrderId(link['ac.order_id']);
  return (
    <StandInPage
      provider="payme"
      link={encoded}
      merchant={link.m || null}
      orderId={orderId ? String(orderId) : null}
      amount={Number.isSafeInteger(tiyin) && tiyin > 0 ? tiyin / 100 : null}
    />
  );
}
