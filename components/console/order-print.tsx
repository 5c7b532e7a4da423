'use client';

import { usePartPromotions } from '@/components/orders/promotion-text';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, Printer } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { consoleOrderQuery } from '@/lib/api/console';
import type { ConsoleOrder } from '@/lib/contract/console-orders';
import { ORDER_STATUS } from '@/lib/contract/order-values';
import type { Locale } from '@/lib/contract/values';
import { formatDateTime } from '@/lib/domain/datetime';
import { formatPhone } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { PRINT_PAPERS, usePrintPaper, type PrintPaper } from '@/lib/stores/print-paper';
import { chipClass, LoadError, Loading } from './list-parts';
import { useCollectByText, useCollectNote, useWindowText } from './order-desk-parts';

export type PrintKind = 'picking' | 'receipt';

/**
 * The printer's page for each paper: A4 with office margins; a receipt roll as wide as the roll
 * and as long as the receipt (`auto`), with the few millimetres its printer cannot reach.
 */
const PAGE: Record<PrintPaper, { page: string; width: string; text: string }> = {
  a4: { page: 'size: A4; margin: 12mm;', width: '100%', text: 'text-sm' },
  '80': { page: 'size: 80mm auto; margin: 3mm;', width: '74mm', text: 'text-[11px] leading-snug' },
  '58': { page: 'size: 58mm auto; margin: 2mm;', width: '54mm', text: 'text-[10px] leading-snug' },
};

/**
 * The order on paper: a picking list (what to put in the bag, ticked by hand) or a receipt (what
 * the shopper pays and what to collect), each with the address and the QR code of the order
 * number. On screen a bar above the sheet chooses the paper (remembered on the device) and prints;
 * on paper only the sheet is printed (app/globals.css: no shop or console chrome).
 */
export function OrderPrint({ id, kind, qrSvg }: { id: number; kind: PrintKind; qrSvg: string }) {
  const t = useTranslations('orderDesk');
  const locale = useLocale() as Locale;
  const order = useQuery(consoleOrderQuery(browserApi(), locale, id));
  const paper = usePrintPaper((s) => s.paper);
  const choose = usePrintPaper((s) => s.choose);
  const size = PAGE[paper];
  return (
    <>
      <style>{`@page { ${size.page} }`}</style>
      <div className="mb-4 mt-4 flex flex-wrap items-center gap-2 print:hidden" data-testid="print-toolbar">
        <Link
          href={`/console/orders/${id}`}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('backToOrder')}
        </Link>
        <div role="group" aria-label={t('paper')} className="flex flex-wrap gap-2">
          {PRINT_PAPERS.map((p) => (
            <button key={p} type="button" aria-pressed={paper === p} onClick={() => choose(p)} className={chipClass(paper === p)}>
              {t(p === 'a4' ? 'paperA4' : p === '80' ? 'paper80' : 'paper58')}
            </button>
          ))}
        </div>
        <button type="button" onClick={() => window.print()} disabled={!order.data} className={buttonClass('primary', 'sm:ml-auto')}>
          <Printer aria-hidden="true" className="size-4" />
          {t('printNow')}
        </button>
      </div>
      {order.isPending ? (
        <Loading className="h-96" />
      ) : order.isError ? (
        <LoadError onRetry={() => order.refetch()} />
      ) : (
        <article
          className={clsx(
            'print-sheet mx-auto bg-white text-black print:shadow-none',
            paper === 'a4' ? 'rounded-card p-6 shadow-card print:p-0' : 'p-2 shadow-card print:p-0',
            size.text,
          )}
          style={{ width: size.width, maxWidth: '100%' }}
          data-testid="print-sheet"
          data-kind={kind}
          data-paper={paper}
        >
          <Sheet order={order.data} kind={kind} qrSvg={qrSvg} roll={paper !== 'a4'} />
        </article>
      )}
    </>
  );
}

function Sheet({ order, kind, qrSvg, roll }: { order: ConsoleOrder; kind: PrintKind; qrSvg: string; roll: boolean }) {
  const t = useTranslations('orderDesk');
  const partPromotions = usePartPromotions();
  const tc = useTranslations('console');
  const locale = useLocale() as Locale;
  const windowText = useWindowText();
  const collectBy = useCollectByText();
  const collectNote = useCollectNote();
  const live = order.parts.filter((p) => p.status !== ORDER_STATUS.CANCELLED);
  const toCollect = order.parts.reduce((s, p) => s + p.to_collect, 0);
  const note = collectNote(order, live.length === 0);
  const rule = 'border-t border-dashed border-black/60';
  const ta = useTranslations('addresses');
  const addressLine = (a: NonNullable<ConsoleOrder['delivery_address']>) =>
    [
      a.address,
      a.entrance && ta('entranceShort', { value: a.entrance }),
      a.floor && ta('floorShort', { value: a.floor }),
      a.apartment && ta('apartmentShort', { value: a.apartment }),
      a.landmark && ta('landmarkShort', { value: a.landmark }),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <header className={clsx('flex gap-3', roll ? 'flex-col items-center text-center' : 'items-start justify-between')}>
        <div>
          <p className="font-bold">{order.parts.map((p) => p.store.brand_name).join(', ')}</p>
          <h1 className={clsx('font-extrabold', roll ? 'text-base' : 'text-xl')}>
            {t(kind === 'receipt' ? 'receiptTitle' : 'pickingTitle', { id: order.id })}
          </h1>
          <p>
            {formatDateTime(order.created_at, locale)} · {order.type === 'T' ? t('pickup') : t('delivery')}
          </p>
          {order.type === 'D' &&
            order.deliveries.map((d) => (
              <p key={d.store.id}>
                {t('window')}: {windowText(d)}
              </p>
            ))}
          {order.type === 'T' && order.pickup_until && (
            <p>
              {t('collectBy')}: {collectBy(order.pickup_until)}
            </p>
          )}
        </div>
        <figure className="shrink-0">
          <span
            role="img"
            aria-label={t('qr', { id: order.id })}
            data-testid="order-qr"
            className={clsx('block [&_svg]:size-full', roll ? 'size-[22mm]' : 'size-[28mm]')}
            // The server drew it from the order's number (an integer): nothing of anyone's input.
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <figcaption className="text-center font-bold">№{order.id}</figcaption>
        </figure>
      </header>

      {order.parts.map((part) => {
        const items = order.order_items.filter((i) => i.store_id === part.store.id);
        const cancelled = part.status === ORDER_STATUS.CANCELLED;
        return (
          <section key={part.store.id} className={clsx('mt-3 pt-2', rule)} data-testid="print-part">
            {order.parts.length > 1 && (
              <h2 className="font-bold">
                {part.store.brand_name}
                {cancelled && ` · ${part.status_name}`}
              </h2>
            )}
            {kind === 'picking' ? (
              <table className="w-full">
                <thead className="text-left">
                  <tr>
                    <th scope="col" className="w-6 pr-1">
                      <span className="sr-only">{t('picked')}</span>
                    </th>
                    <th scope="col" className="pr-1">
                      {t('product')}
                    </th>
                    <th scope="col" className="text-right">
                      {t('quantity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((i) => (
                    <tr key={i.id} className="border-t border-black/20 align-top" data-testid="print-line">
                      <td className="py-1 pr-1" aria-hidden="true">
                        ☐
                      </td>
                      <td className="py-1 pr-1">{i.product.name}</td>
                      <td className="py-1 text-right font-bold tabular-nums">
                        {i.quantity}
                        {i.weight_grams != null && <span className="block font-normal">{t('weighed', { grams: i.weight_grams })}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <>
                <ul>
                  {items.map((i) => (
                    <li key={i.id} className="py-0.5" data-testid="print-line">
                      <span className="block">{i.product.name}</span>
                      <span className="flex justify-between gap-2 tabular-nums">
                        <span>
                          {i.weight_grams != null ? t('weighed', { grams: i.weight_grams }) : i.quantity} × <Money amount={i.unit_price} />
                        </span>
                        <Money amount={i.line_total} />
                      </span>
                    </li>
                  ))}
                </ul>
                <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-2">
                  <dt>{t('goods')}</dt>
                  <dd className="text-right">
                    <Money amount={part.subtotal} />
                  </dd>
                  {part.discount > 0 && (
                    <>
                      <dt>{partPromotions(order, part.store.id)}</dt>
                      <dd className="text-right">
                        −<Money amount={part.discount} />
                      </dd>
                    </>
                  )}
                  {order.type === 'D' && (
                    <>
                      <dt>{t('deliveryFee')}</dt>
                      <dd className="text-right">{part.delivery_price > 0 ? <Money amount={part.delivery_price} /> : t('free')}</dd>
                    </>
                  )}
                  <dt className="font-bold">{t('partTotal')}</dt>
                  <dd className="text-right font-bold">
                    <Money amount={part.total} />
                  </dd>
                </dl>
              </>
            )}
          </section>
        );
      })}

      <section className={clsx('mt-3 pt-2', rule)}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-2">
          {kind === 'receipt' && (
            <>
              <dt>{t('shopperPays')}</dt>
              <dd className="text-right">
                <Money amount={order.total_price} />
              </dd>
            </>
          )}
          <dt className={clsx('font-extrabold', roll ? 'text-sm' : 'text-lg')}>{t('toCollect')}</dt>
          <dd className={clsx('text-right font-extrabold', roll ? 'text-sm' : 'text-lg')} data-testid="print-to-collect">
            <Money amount={toCollect} />
          </dd>
        </dl>
        {note && <p>{note}</p>}
        <p>
          {t('payment')}: {tc(`payment.${order.payment_type}`)}
        </p>
      </section>

      <section className={clsx('mt-3 pt-2', rule)}>
        <p>
          {t('recipient')}: <span className="font-bold">{order.full_name}</span>, {formatPhone(order.phone_number)}
        </p>
        {order.delivery_address && (
          <p className="mt-1" data-testid="print-address">
            <span className="font-bold">{order.delivery_address.address_name}</span>: {addressLine(order.delivery_address)}
          </p>
        )}
        {order.comment && (
          <p className="mt-1 whitespace-pre-line break-words">
            {t('comment')}: {order.comment}
          </p>
        )}
      </section>

      {kind === 'receipt' && <p className={clsx('mt-3 pt-2 text-center font-semibold', rule)}>{t('thanks')}</p>}
    </>
  );
}
