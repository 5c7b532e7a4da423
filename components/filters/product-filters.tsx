'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useTransition, type FormEvent, type ReactNode } from 'react';
import { LocationPicker } from '@/components/location/location-picker';
import { buttonClass } from '@/components/ui/button-styles';
import type { ProductFilter, WeightFacet } from '@/lib/contract/catalog';
import type { ProductSort } from '@/lib/contract/values';
import { activeFilterCount, clearedFiltersHref, filtersFromSearchParams, searchParamsFromFilters } from '@/lib/domain/filter-url';
import { Link } from '@/lib/i18n/navigation';
import { useFilterLocation } from '@/lib/stores/filter-location';
import { useHydrated } from '@/lib/stores/hooks';

const RATING_OPTIONS = [4.5, 4, 3] as const;
const DISCOUNT_OPTIONS = [10, 20, 30, 50] as const;
const DISTANCE_OPTIONS = [1, 3, 5, 10, 20] as const;

export interface FilterPanelProps {
  /** The list's path without the locale: '/products' or '/stores/5'. */
  basePath: string;
  filter: ProductFilter;
  sort: ProductSort;
  /** The store picker's choices; null hides it (a store page has its store fixed). */
  stores: { id: number; brand_name: string }[] | null;
  /** The sizes of the list's category (the volume-or-weight filter); none hides it. */
  weights?: WeightFacet[];
  /** How many the list holds now: the sheet's "show" button says it, then follows the choices. */
  total?: number;
  /** What the list always asks beyond the form (a store page's store), for that count. */
  fixed?: ProductFilter;
  /** Whether the list groups a product's offers into one card (its count counts cards). */
  group?: boolean;
}

/**
 * Submits as a plain GET form without script; with script it builds the canonical URL through
 * lib/domain/filter-url and moves the router there (the server renders the new list).
 */
export function useApply(basePath: string, onDone?: () => void) {
  const router = useRouter();
  // The list's own address, not usePathname(): a cached list is rendered at an internal path
  // (lib/domain/list-view.ts), which the form must not post to and the HTML must not differ by.
  const pathname = `/${useLocale()}${basePath}`;
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(key, value);
    const { filter, sort } = filtersFromSearchParams(params);
    onDone?.();
    startTransition(() => router.push(`${pathname}?${searchParamsFromFilters(filter, sort)}`, { scroll: false }));
  };
  return { submit, pending, pathname };
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-4 first:pt-0 last:border-b-0">
      <legend className="float-left mb-2 w-full text-sm font-bold">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

const choice = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-1 text-sm hover:bg-canvas';
const control = 'size-5 shrink-0 accent-brand-700';

/** The fields of the filter form; `autoApply` submits on every change of a choice (desktop). */
export function FilterFields({ filter, sort, stores, weights = [], autoApply }: Omit<FilterPanelProps, 'basePath'> & { autoApply: boolean }) {
  const t = useTranslations('filters');
  const tf = useTranslations('features');
  const hydrated = useHydrated();
  const location = useFilterLocation((s) => s.location);
  const point = hydrated ? location : null;
  const id = useId();
  const onChoice = autoApply ? (event: { currentTarget: HTMLInputElement }) => event.currentTarget.form?.requestSubmit() : undefined;
  const storeIds = new Set(Array.isArray(filter.store) ? filter.store : filter.store ? [filter.store] : []);
  const input = 'block min-h-11 w-full min-w-0 rounded-control border border-line bg-surface px-3 text-base focus:border-brand-600';

  return (
    <>
      <input type="hidden" name="sort" value={sort} />
      {filter.category && <input type="hidden" name="category_id" value={filter.category} />}
      {filter.q && <input type="hidden" name="q" value={filter.q} />}

      <Fieldset legend={t('price')}>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            {`${t('price')} ${t('priceFrom')}`}
          </label>
          <input
            id={`${id}-min`}
            name="min_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            placeholder={t('priceFrom')}
            defaultValue={filter.min_price}
            className={input}
          />
          <span aria-hidden="true">–</span>
          <label htmlFor={`${id}-max`} className="sr-only">
            {`${t('price')} ${t('priceTo')}`}
          </label>
          <input
            id={`${id}-max`}
            name="max_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            placeholder={t('priceTo')}
            defaultValue={filter.max_price}
            className={input}
          />
        </div>
      </Fieldset>

      <Fieldset legend={t('options')}>
        {(
          [
            ['available', t('available')],
            ['free_shipping', tf('freeShipping')],
            ['pickup', tf('pickup')],
            ['around_the_clock', tf('aroundTheClock')],
            ['comments', t('comments')],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className={choice}>
            <input type="checkbox" name={name} value="true" defaultChecked={Boolean(filter[name])} onChange={onChoice} className={control} />
            {label}
          </label>
        ))}
      </Fieldset>

      {weights.length > 1 && (
        <Fieldset legend={t('weight')}>
          <div className="max-h-64 overflow-y-auto pr-1">
            {weights.map((w) => (
              <label key={w.value} className={choice}>
                <input
                  type="checkbox"
                  name="weight"
                  value={w.value}
                  defaultChecked={filter.weight?.includes(w.value) ?? false}
                  onChange={onChoice}
                  className={control}
                />
                <span className="flex-1">{w.label}</span>
                <span className="text-xs text-muted">{w.count}</span>
              </label>
            ))}
          </div>
        </Fieldset>
      )}

      <Fieldset legend={t('rating')}>
        <label className={choice}>
          <input type="radio" name="rating" value="" defaultChecked={!filter.rating} onChange={onChoice} className={control} />
          {t('ratingAny')}
        </label>
        {RATING_OPTIONS.map((rating) => (
          <label key={rating} className={choice}>
            <input type="radio" name="rating" value={rating} defaultChecked={filter.rating === rating} onChange={onChoice} className={control} />
            <span>
              <span aria-hidden="true" className="text-star">
                ★{' '}
              </span>
              {t('ratingAtLeast', { rating })}
            </span>
          </label>
        ))}
      </Fieldset>

      <Fieldset legend={t('discount')}>
        <label className={choice}>
          <input type="radio" name="discount" value="" defaultChecked={!filter.discount} onChange={onChoice} className={control} />
          {t('discountNone')}
        </label>
        <label className={choice}>
          <input type="radio" name="discount" value="1" defaultChecked={filter.discount === 1} onChange={onChoice} className={control} />
          {t('discountAny')}
        </label>
        {DISCOUNT_OPTIONS.map((discount) => (
          <label key={discount} className={choice}>
            <input type="radio" name="discount" value={discount} defaultChecked={filter.discount === discount} onChange={onChoice} className={control} />
            {t('discountAtLeast', { discount })}
          </label>
        ))}
      </Fieldset>

      <Fieldset legend={t('distance')}>
        {point ? (
          <>
            <input type="hidden" name="latitude" value={point.latitude} />
            <input type="hidden" name="longitude" value={point.longitude} />
          </>
        ) : (
          <p className="mb-1 text-sm text-muted">{t('distanceNeedsLocation')}</p>
        )}
        <LocationPicker className="-ml-3 mb-1" compact />
        <label className={choice}>
          <input type="radio" name="distance" value="" defaultChecked={!filter.distance} onChange={onChoice} className={control} />
          {t('distanceAny')}
        </label>
        {DISTANCE_OPTIONS.map((km) => (
          <label key={km} className={clsx(choice, !point && 'cursor-not-allowed opacity-50')}>
            <input type="radio" name="distance" value={km} disabled={!point} defaultChecked={filter.distance === km} onChange={onChoice} className={control} />
            {t('distanceWithin', { km })}
          </label>
        ))}
      </Fieldset>

      {stores && stores.length > 0 && (
        <Fieldset legend={t('stores')}>
          <div className="max-h-64 overflow-y-auto pr-1">
            {stores.map((store) => (
              <label key={store.id} className={choice}>
                <input type="checkbox" name="store" value={store.id} defaultChecked={storeIds.has(store.id)} onChange={onChoice} className={control} />
                <span className="truncate">{store.brand_name}</span>
              </label>
            ))}
          </div>
        </Fieldset>
      )}
    </>
  );
}

/** The desktop sidebar (lg and up): applies each choice at once; prices with the button or Enter. */
export function FilterSidebar({ basePath, filter, sort, stores, weights }: FilterPanelProps) {
  const t = useTranslations('filters');
  const { submit, pending, pathname } = useApply(basePath);
  const key = searchParamsFromFilters(filter, sort).toString();
  return (
    <aside aria-labelledby="filters-title" className="hidden lg:block">
      <div className="sticky top-24 rounded-card bg-surface p-4 shadow-card">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="filters-title" className="text-lg font-bold">
            {t('title')}
          </h2>
          {activeFilterCount(filter) > 0 && (
            <Link href={clearedFiltersHref(basePath, filter, sort)} className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline">
              {t('clear')}
            </Link>
          )}
        </div>
        <form key={key} method="get" action={pathname} onSubmit={submit} aria-busy={pending} aria-label={t('title')}>
          <FilterFields filter={filter} sort={sort} stores={stores} weights={weights} autoApply />
          <button type="submit" className={buttonClass('primary', 'mt-2 w-full')} disabled={pending}>
            {t('apply')}
          </button>
        </form>
      </div>
    </aside>
  );
}
