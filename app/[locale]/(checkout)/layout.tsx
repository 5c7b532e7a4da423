import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckoutHeader, CheckoutIslands } from '@/components/layout/checkout-shell';
import { QueryProvider } from '@/components/layout/query-provider';
import { clientMessages, CHECKOUT_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The checkout's shell (DESIGN.md, "three faces"): only what finishing an order needs. A slim header
 * (logo, back to the basket, language), no catalog menu, no footer and no phone bottom bar, so
 * that the checkout's own pinned bar (the total and "place the order") is the one thing at the
 * bottom of a phone's screen. None of the shop's header or footer data is fetched. The URL stays
 * /cart/checkout: a route group does not add a segment.
 */
export default async function CheckoutLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(CHECKOUT_NAMESPACES)}>
      <QueryProvider>
        <CheckoutHeader />
        {/* Room at the end for the pinned bar on phones (components/orders/checkout-summary.tsx). */}
        <main id="main" tabIndex={-1} className="container-page min-h-[60vh] pb-28 focus:outline-none lg:pb-8">
          {children}
        </main>
        <CheckoutIslands />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
