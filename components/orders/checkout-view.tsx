'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Clock, LoaderCircle, Store as StoreIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMe } from '@/components/account/use-me';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { PhoneField } from '@/components/auth/phone-field';
import { useBasketCheck } from '@/components/basket/cart-view';
import { productTint } from '@/components/product/product-card';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaImage } from '@/components/ui/media-image';
import { Money } from '@/components/ui/price';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { orderKeys, placeOrder } from '@/lib/api/orders';
import type { Locale, OrderType, PaymentType } from '@/lib/contract/values';
import { checkProducts } from '@/lib/api/products';
import { shippingQuery } from '@/lib/api/shipping';
import { newIdempotencyKey, shortItems, type ShortItem } from '@/lib/domain/checkout';
import { formatDateTime } from '@/lib/domain/datetime';
import { PICKUP_HOLD_HOURS, priceOrder } from '@/lib/domain/order';
import { normalizePhone, phoneInputValue, PHONE_PREFIX } from '@/lib/domain/phone';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { AddressBook } from './address-book';

/** /cart/checkout: a visitor is asked to log in first (and comes back here). */
export function CheckoutView() {
  const t = useTranslations('checkout');
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const openLogin = useAuthModal((s) => s.openLogin);
  const router = useRouter();
  const asked = useRef(false);
  const hasProducts = useBasket((s) => s.products.length > 0);

  useEffect(() => {
    if (!hydrated || loggedIn || asked.current) return;
    asked.current = true;
    openLogin(() => router.replace('/cart/checkout'));
  }, [hydrated, loggedIn, openLogin, router]);

  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
  if (!loggedIn) {
    return (
      <EmptyState
        emoji="locked"
        title={t('loginTitle')}
        text={t('loginText')}
        action={
          <button type="button" onClick={() => openLogin(() => router.replace('/cart/checkout'))} aria-haspopup="dialog" className={buttonClass('primary', 'min-w-40')}>
            {t('login')}
          </button>
        }
      />
    );
  }
  if (!hasProducts) {
    return (
      <EmptyState
        emoji="shopping-cart"
        title={t('emptyTitle')}
        text={t('emptyText')}
        action={
          <Link href="/catalog" className={buttonClass('primary')}>
            {t('goShopping')}
          </Link>
        }
      />
    );
  }
  return <CheckoutForm />;
}

function CheckoutForm() {
  const t = useTranslations('checkout');
  const tc = useTranslations('cart');
  const locale = useLocale() as Locale;
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useMe();
  const basket = useBasket();
  useBasketCheck();
  const addresses = useQuery(shippingQuery(browserApi()));

  const [type, setType] = useState<OrderType>('D');
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentType>('cash');
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [short, setShort] = useState<ShortItem[]>([]);
  const [promoRefused, setPromoRefused] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const prefilled = useRef(false);
  const [now] = useState(() => Date.now());

  // The recipient is the shopper unless they say otherwise.
  useEffect(() => {
    if (!me.data || prefilled.current) return;
    prefilled.current = true;
    setFullName((v) => v || me.data.full_name || '');
    setPhone((v) => (v.length > PHONE_PREFIX.length ? v : phoneInputValue(me.data.phone_number)));
  }, [me.data]);

  // The main address is chosen unless the shopper picks another.
  useEffect(() => {
    if (addressId !== null || !addresses.data?.length) return;
    setAddressId((addresses.data.find((a) => a.main_address) ?? addresses.data[0]).id);
  }, [addresses.data, addressId]);

  const pickupPossible = basket.products.every((p) => p.pickup);
  const price = useMemo(() => priceOrder(basket.products, type, basket.promo_code.discount), [basket.products, type, basket.promo_code.discount]);
  const stores = basket.store_list.filter((s) => basket.products.some((p) => p.store.id === s.id));
  const aroundTheClock = (storeId: number) => basket.products.some((p) => p.store.id === storeId && p.around_the_clock);

  // Anything the shopper changes makes the next press a new attempt.
  const changed = () => {
    attemptKey.current = null;
    setError(null);
  };

  const submit = async () => {
    if (sending) return;
    const local: Record<string, string> = {};
    if (!fullName.trim()) local.full_name = t('required');
    const phoneValue = normalizePhone(phone);
    if (!phoneValue) local.phone_number = t('phoneInvalid');
    if (type === 'D' && !addressId) local.delivery_address = t('chooseAddress');
    if (type === 'T' && !pickupPossible) local.type = t('pickupImpossible');
    setFields(local);
    setShort([]);
    setPromoRefused(false);
    setError(null);
    if (Object.keys(local).length) {
      setError(t('fixErrors'));
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    setSending(true);
    try {
      const order = await placeOrder(
        browserApi(),
        {
          type,
          full_name: fullName.trim(),
          phone_number: phoneValue!,
          products: basket.products.map((p) => ({ product: p.id, quantity: p.count })),
          delivery_address: type === 'D' ? addressId : null,
          promocode: basket.promo_code.promocode || null,
          payment_type: payment,
          comment: comment.trim() || null,
        },
        attemptKey.current,
      );
      queryClient.setQueryData(orderKeys.last(locale), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      useBasket.getState().clear();
      router.replace('/cart/order-placed');
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) {
        // The server answered: nothing was placed, the next press is a new attempt.
        attemptKey.current = null;
        if (e.code === 'not_available') setShort(shortItems(e.body));
        if (e.code === 'invalid_promo_code') setPromoRefused(true);
        setFields(e.fields ?? {});
        setError(e.message);
      } else {
        // Maybe placed, maybe not: a retry with the same key never makes a second order.
        setError(t('sendError'));
      }
      setSending(false);
    }
  };

  const updateBasket = async () => {
    try {
      const { products, not_available } = useBasket.getState();
      const checked = await checkProducts(browserApi(), [...products, ...not_available].map((p) => ({ id: p.id, count: p.count })));
      useBasket.getState().applyServerCheck(checked);
      setShort([]);
      setError(null);
    } catch {
      setError(t('sendError'));
    }
  };

  const err = (key: string) =>
    fields[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {fields[key]}
      </p>
    ) : null;
  const box = 'space-y-4 rounded-card bg-surface p-5 shadow-card';
  const choice = 'flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-control border border-line px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

  return (
    // Not a <form>: the address form lives inside, and forms must not nest.
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <section aria-labelledby={`${id}-recipient`} className={box}>
          <h2 id={`${id}-recipient`} className="text-lg font-bold">
            {t('recipient')}
          </h2>
          <div>
            <label htmlFor={`${id}-name`} className={labelClass}>
              {t('fullName')}
            </label>
            <input
              id={`${id}-name`}
              name="full_name"
              autoComplete="name"
              maxLength={100}
              value={fullName}
              onChange={(e) => {
                changed();
                setFullName(e.target.value);
              }}
              aria-invalid={fields.full_name ? true : undefined}
              aria-describedby={fields.full_name ? `${id}-full_name-error` : undefined}
              className={inputClass(Boolean(fields.full_name))}
            />
            {err('full_name')}
          </div>
          <PhoneField
            value={phone}
            onChange={(v) => {
              changed();
              setPhone(v);
            }}
            error={fields.phone_number ?? null}
          />
        </section>

        <section aria-labelledby={`${id}-how`} className={box}>
          <h2 id={`${id}-how`} className="text-lg font-bold">
            {t('howTitle')}
          </h2>
          <fieldset>
            <legend className="sr-only">{t('howTitle')}</legend>
            <div className="flex flex-col gap-2 sm:flex-row">
              <label className={choice}>
                <input type="radio" name="type" value="D" checked={type === 'D'} onChange={() => (changed(), setType('D'))} className="size-5 accent-brand-700" />
                {t('delivery')}
              </label>
              <label className={choice}>
                <input type="radio" name="type" value="T" checked={type === 'T'} disabled={!pickupPossible} onChange={() => (changed(), setType('T'))} className="size-5 accent-brand-700" />
                {t('pickup')}
              </label>
            </div>
            {!pickupPossible && <p className="mt-1 text-sm text-muted">{t('pickupImpossible')}</p>}
            {err('type')}
          </fieldset>

          {type === 'D' ? (
            <div>
              <h3 className="mb-2 font-semibold">{t('addressTitle')}</h3>
              <AddressBook
                chosen={addressId}
                onChoose={(value) => {
                  changed();
                  setAddressId(value);
                }}
              />
              {err('delivery_address')}
            </div>
          ) : (
            <div>
              <h3 className="mb-2 font-semibold">{t('pickupStores')}</h3>
              <ul className="space-y-2">
                {stores.map((store) => (
                  <li key={store.id} className="flex gap-3 rounded-card border border-line p-3">
                    <StoreIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                    <div className="text-sm">
                      <p className="font-semibold">{store.brand_name}</p>
                      <p className="text-muted">{store.store_location_name}</p>
                      <p className="flex items-center gap-1 text-muted">
                        <Clock aria-hidden="true" className="size-4" />
                        {aroundTheClock(store.id) ? t('aroundTheClock') : t('hours', { hours: store.working_time })}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="mt-2 rounded-control bg-brand-50 p-3 text-sm text-brand-800">
                {t('pickupUntil', { hours: PICKUP_HOLD_HOURS, time: formatDateTime(now + PICKUP_HOLD_HOURS * 3_600_000, locale) })}
              </p>
            </div>
          )}
        </section>

        <section aria-labelledby={`${id}-pay`} className={box}>
          <h2 id={`${id}-pay`} className="text-lg font-bold">
            {t('paymentTitle')}
          </h2>
          <fieldset>
            <legend className="sr-only">{t('paymentTitle')}</legend>
            <div className="flex flex-col gap-2 sm:flex-row">
              {(['cash', 'card'] as const).map((value) => (
                <label key={value} className={choice}>
                  <input type="radio" name="payment_type" value={value} checked={payment === value} onChange={() => (changed(), setPayment(value))} className="size-5 accent-brand-700" />
                  {t(value === 'cash' ? 'cash' : 'card')}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-comment`} className={labelClass}>
              {t('comment')}
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={3}
              maxLength={500}
              value={comment}
              onChange={(e) => {
                changed();
                setComment(e.target.value);
              }}
              className={clsx(inputClass(false), 'py-2')}
            />
          </div>
        </section>
      </div>

      <aside aria-labelledby={`${id}-summary`} className="space-y-3 rounded-card bg-surface p-5 shadow-card lg:sticky lg:top-28">
        <h2 id={`${id}-summary`} className="text-lg font-bold">
          {tc('summary')}
        </h2>
        <ul className="space-y-2">
          {basket.products.map((p) => (
            <li key={p.id} className="flex items-center gap-3 text-sm">
              <div className={`grid size-10 shrink-0 place-items-center rounded-tile ${productTint(p.id)}`}>
                <MediaImage src={p.images[0]?.image} alt="" width={28} height={28} className="size-7" />
              </div>
              <span className="line-clamp-2 flex-1">{p.name}</span>
              <span className="tabular-nums text-muted">×{p.count}</span>
            </li>
          ))}
        </ul>
        {basket.not_available.length > 0 && <p className="rounded-control bg-canvas p-3 text-sm text-muted">{t('unavailableLeftOut', { count: basket.not_available.length })}</p>}
        <OrderTotals
          all={price.all_prices}
          sale={price.sale_price}
          promo={price.sale_price_promo_code}
          promoCode={basket.promo_code.promocode}
          delivery={price.delivery_price}
          total={price.total_price}
          pickup={type === 'T'}
        />
        <div role="alert" className="space-y-2 empty:hidden">
          {error && <p className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
          {short.length > 0 && (
            <div className="rounded-control bg-sale-50 p-3 text-sm">
              <p className="font-semibold">{t('shortTitle')}</p>
              <ul className="mt-1 list-disc pl-5">
                {short.map((s) => (
                  <li key={s.product}>
                    {t('shortItem', {
                      name: basket.products.find((p) => p.id === s.product)?.name ?? `#${s.product}`,
                      available: s.available,
                    })}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={updateBasket} className={buttonClass('secondary', 'mt-2 w-full')}>
                {t('updateBasket')}
              </button>
            </div>
          )}
          {promoRefused && (
            <button
              type="button"
              onClick={() => {
                basket.deletePromoCode();
                setPromoRefused(false);
                setError(null);
              }}
              className={buttonClass('secondary', 'w-full')}
            >
              {t('removePromo')}
            </button>
          )}
        </div>
        <button type="button" onClick={submit} disabled={sending} aria-busy={sending} className={buttonClass('primary', 'min-h-12 w-full')}>
          {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? t('placing') : t('place')}
        </button>
        <Link href="/cart" className={buttonClass('ghost', 'w-full')}>
          {t('backToCart')}
        </Link>
      </aside>
    </div>
  );
}

/** The order's figures as the server charges them. */
export function OrderTotals({ all, sale, promo, promoCode, delivery, total, pickup }: { all: number; sale: number; promo: number; promoCode?: string | null; delivery: number; total: number; pickup?: boolean }) {
  const t = useTranslations('cart');
  const tk = useTranslations('checkout');
  const row = 'flex items-center justify-between gap-4';
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      <div className={row}>
        <dt className="text-muted">{t('allPrices')}</dt>
        <dd>
          <Money amount={all} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('discount')}</dt>
        <dd className="text-sale-600">
          −<Money amount={sale} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">
          {t('promo')} {promoCode}
        </dt>
        <dd className="text-sale-600">
          −<Money amount={promo} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{pickup ? tk('pickup') : t('delivery')}</dt>
        <dd>{delivery === 0 ? tk('free') : <Money amount={delivery} />}</dd>
      </div>
      <div className={`${row} border-t border-line pt-3 text-base font-bold`}>
        <dt>{t('total')}</dt>
        <dd>
          <Money amount={total} />
        </dd>
      </div>
    </dl>
  );
}
