import clsx from 'clsx';
import type { OnlinePaymentType } from '@/lib/contract/order-values';

/** The providers' names: brands, written the same in every language. */
export const PROVIDER_NAMES: Readonly<Record<OnlinePaymentType, string>> = { click: 'Click', payme: 'Payme' };

/**
 * Each provider's wordmark, drawn here in its colours (no files fetched): Click's white word on its
 * blue, Payme's "pay" in ink and "me" in its teal. Decorative: the text beside it names the provider.
 */
export function ProviderLogo({ provider, className }: { provider: OnlinePaymentType; className?: string }) {
  if (provider === 'click') {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 72 28" className={clsx('h-7 w-[4.5rem] shrink-0', className)}>
        <rect width="72" height="28" rx="7" fill="#0065ff" />
        <circle cx="13" cy="14" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="13" cy="14" r="2" fill="#fff" />
        <text x="23" y="19.5" fill="#fff" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontWeight="700">
          click
        </text>
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 72 28" className={clsx('h-7 w-[4.5rem] shrink-0', className)}>
      <rect width="72" height="28" rx="7" fill="#fff" stroke="#d9e1e8" />
      <text x="8" y="19.5" fontFamily="Arial, Helvetica, sans-serif" fontSize="16" fontWeight="700">
        <tspan fill="#1b2a3a">pay</tspan>
        <tspan fill="#00a8b5">me</tspan>
      </text>
    </svg>
  );
}
