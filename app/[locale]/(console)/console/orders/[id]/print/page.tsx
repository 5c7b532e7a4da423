import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { OrderPrint, type PrintKind } from '@/components/console/order-print';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocaleAndId } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const kindOf = (value: unknown): PrintKind => (value === 'receipt' ? 'receipt' : 'picking');

export async function generateMetadata({ params, searchParams }: Params): Promise<Metadata> {
  const { locale, id } = await pageLocaleAndId(params);
  const kind = kindOf((await searchParams).kind);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: `/console/orders/${id}/print`,
    title: t(kind === 'receipt' ? 'orderDesk.receiptTitle' : 'orderDesk.pickingTitle', { id }),
    description: t('console.title'),
    siteName: t('common.siteName'),
    index: false,
  });
}

/**
 * /console/orders/{id}/print?kind=picking|receipt: the order on paper. The QR code of the order
 * number is drawn here on the server (an SVG: sharp on any printer, no script for it in the
 * browser); the order itself is the staff's to read, so the sheet fetches it in the browser.
 */
export default async function ConsoleOrderPrintPage({ params, searchParams }: Params) {
  const { id } = await pageLocaleAndId(params);
  const kind = kindOf((await searchParams).kind);
  // The number alone: a scanner typing it into the board's search finds the order.
  const qr = await QRCode.toString(String(id), { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return <OrderPrint id={id} kind={kind} qrSvg={qr} />;
}
