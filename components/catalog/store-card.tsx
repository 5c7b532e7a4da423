import { Clock, MapPin } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { Store } from '@/lib/contract/catalog';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';
import { Rating } from '@/components/ui/rating';

/** The features a store offers, as small pills. */
export function StoreFeatures({ store }: { store: Pick<Store, 'free_shipping' | 'pickup' | 'around_the_clock'> }) {
  const t = useTranslations('features');
  const items = [store.free_shipping && t('freeShipping'), store.pickup && t('pickup'), store.around_the_clock && t('aroundTheClock')].filter(Boolean);
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item as string} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function StoreCard({ store }: { store: Store }) {
  const t = useTranslations('stores');
  return (
    <Link href={`/stores/${store.id}`} className="flex h-full gap-4 rounded-card bg-surface p-4 shadow-card transition-shadow hover:shadow-raised">
      <MediaImage src={store.logo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-tile" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="truncate font-semibold">{store.brand_name}</h3>
        <Rating rating={store.rating} count={store.rating_count} className="text-xs" />
        <p className="flex items-center gap-1 text-xs text-muted">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">{t('workingTime')}: </span>
          {store.working_time}
        </p>
        <p className="flex items-center gap-1 text-xs text-muted">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{store.store_location_name}</span>
        </p>
        <StoreFeatures store={store} />
      </div>
    </Link>
  );
}
