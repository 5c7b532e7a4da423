'use client';

import { SubstitutionSection } from './checkout-substitution';
import type { SubstitutionChoice } from '@/lib/contract/order-values';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useMe } from '@/components/account/use-me';
import { useBasketCheck } from '@/components/basket/cart-view';
import { useMoneyText } from '@/components/ui/price';
import { useBasketPricing } from '@/components/basket/use-basket-pricing';
import type { DeliveryTermsAnswer, SlotChoice } from '@/lib/contract/delivery';
import type { StoreDelivery } from '@/lib/domain/delivery';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { checkProducts } from '@/lib/api/products';
import { shippingQuery } from '@/lib/api/shipping';
import type { OrderType, PaymentType } from '@/lib/contract/order-values';
import { checkLines, orderLines } from '@/lib/domain/basket-lines';
import { shortItems, type ShortItem } from '@/lib/domain/checkout';
import { normalizePhone, phoneInputValue, PHONE_PREFIX } from '@/lib/domain/phone';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { DeliverySection } from './checkout-delivery';
import { PaymentSection } from './checkout-payment';
import { RecipientSection } from './checkout-recipient';
import { CheckoutSummary } from './checkout-summary';
import { usePlaceOrder } from './use-place-order';
import { WhenSection } from './checkout-when';

/** The window picked for each store that offers them: the shopper's pick while still on offer, else the earliest. */
function chosenSlots(groups: readonly StoreDelivery[], terms: ReadonlyMap<number, DeliveryTermsAnswer>, picked: Record<number, string>): SlotChoice[] {
  return groups.flatMap((g) => {
    const offered = terms.get(g.store)?.offered_slots ?? [];
    if (!offered.length) return [];
    const from = offered.some((s) => s.from === picked[g.store]) ? picked[g.store]! : offered[0]!.from;
    return [{ store: g.store, from }];
  });
}

/**
 * The checkout offers a visitor the login window by itself once per tab: one who closed it meant
 * it, and must not get it again without a click, whether the page comes back after a reload, a
 * change of language or a visit to the basket. The page's own button opens
 * it at any time. Kept in sessionStorage: the tab's visit, not the device's.
 */
const LOGIN_OFFERED_KEY = 'checkout_login_offered';

function loginOfferedBefore(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_OFFERED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberLoginOffered() {
  try {
    sessionStorage.setItem(LOGIN_OFFERED_KEY, '1');
  } catch {
    // Storage refused (private mode): the ref below still keeps this page from asking twice.
  }
}

/** /cart/checkout: a visitor is asked to log in first (and comes back here). */
export function CheckoutView() {
  const t = useTranslations('checkout');
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const openLogin = useAuthModal((s) => s.openLogin);
  const router = useRouter();
  const asked = useRef(false);
  const hasProducts = useBasket((s) => s.products.length > 0);
  // Set once an online order is placed: the basket is empty then, and the provider's page is loading.
  const [toPayment, setToPayment] = useState(false);

  useEffect(() => {
    if (!hydrated || loggedIn || asked.current) return;
    asked.current = true;
    if (loginOfferedBefore()) return;
    rememberLoginOffered();
    openLogin(() => router.replace('/cart/checkout'));
  }, [hydrated, loggedIn, openLogin, router]);

  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse rounded-card bg-line/50" />;
  if (toPayment) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-card bg-surface p-5 font-semibold shadow-card">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
        {t('toPayment')}
      </p>
    );
  }
  if (!loggedIn) {
    return (
      <EmptyState
        emoji="locked"
        title={t('loginTitle')}
        text={t('loginText')}
        action={
          <button
            type="button"
            onClick={() => openLogin(() => router.replace('/cart/checkout'))}
            aria-haspopup="dialog"
            className={buttonClass('primary', 'min-w-40')}
          >
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
  return <CheckoutForm onPaymentPage={() => setToPayment(true)} />;
}

/** The checkout's form: who, how it comes, how it is paid; the order is placed by usePlaceOrder. */
function CheckoutForm({ onPaymentPage }: { onPaymentPage: () => void }) {
  const t = useTranslations('checkout');
  const id = useId();
  const me = useMe();
  const basket = useBasket();
  useBasketCheck();
  const addresses = useQuery(shippingQuery(browserApi()));
  const order = usePlaceOrder(onPaymentPage);
  const money = useMoneyText();

  const [type, setType] = useState<OrderType>('D');
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(PHONE_PREFIX);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentType>('cash');
  const [comment, setComment] = useState('');
  const [substitution, setSubstitution] = useState<SubstitutionChoice>('remove');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [short, setShort] = useState<ShortItem[]>([]);
  const [promoRefused, setPromoRefused] = useState(false);
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
  // The one pricing (lib/domain/promotions.ts): the stores' terms and offers, the basket's code.
  const delivery = useBasketPricing(type);
  const [slots, setSlots] = useState<Record<number, string>>({});
  const price = delivery.priced.order;
  const belowMinimum = type === 'D' && delivery.groups.some((g) => g.missing > 0);
  const stores = basket.store_list.filter((s) => basket.products.some((p) => p.store.id === s.id));
  const aroundTheClock = (storeId: number) => basket.products.some((p) => p.store.id === storeId && p.around_the_clock);

  const root = useRef<HTMLDivElement>(null);

  // Anything the shopper changes makes the next press a new attempt, and clears that field's error.
  const changed =
    <T,>(set: (value: T) => void, field?: string) =>
    (value: T) => {
      order.newAttempt();
      setError(null);
      if (field) setFields((f) => withoutField(f, field));
      set(value);
    };

  const submit = () => {
    if (order.isPending) return;
    const local: Record<string, string> = {};
    if (!fullName.trim()) local.full_name = t('required');
    const phoneValue = normalizePhone(phone);
    if (!phoneValue) local.phone_number = t('phoneInvalid');
    if (type === 'D' && !addressId) local.delivery_address = t('chooseAddress');
    if (type === 'T' && !pickupPossible) local.type = t('pickupImpossible');
    setFields(local);
    if (belowMinimum) {
      setError(
        delivery.groups
          .filter((g) => g.missing > 0)
          .map((g) => t('belowMinimum', { store: g.lines[0]!.store.brand_name, min: money(g.terms.min_order), missing: money(g.missing) }))
          .join(' '),
      );
      return;
    }
    setShort([]);
    setPromoRefused(false);
    setError(null);
    if (Object.keys(local).length) {
      setError(t('fixErrors'));
      focusFirstInvalid(root.current);
      return;
    }
    order.mutate(
      {
        type,
        full_name: fullName.trim(),
        phone_number: phoneValue!,
        products: orderLines(basket.products),
        delivery_address: type === 'D' ? addressId : null,
        promocode: basket.promo_code.promocode || null,
        payment_type: payment,
        comment: comment.trim() || null,
        substitution,
        ...(type === 'D' ? { slots: chosenSlots(delivery.groups, delivery.terms, slots) } : {}),
      },
      {
        onError: (e) => {
          if (e instanceof ApiError && e.status < 500) {
            // The server answered: nothing was placed.
            if (e.code === 'not_available') setShort(shortItems(e.body));
            if (e.code === 'invalid_promo_code' || e.code === 'promo_not_for_these_goods' || e.code === 'promo_below_minimum') setPromoRefused(true);
            // A window that closed meanwhile, or terms that changed: ask for the stores' terms again.
            if (e.code === 'below_minimum_order' || e.code === 'store_closed' || e.fields?.slots) void delivery.query.refetch();
            setFields(e.fields ?? {});
            setError(e.message);
            if (e.fields) focusFirstInvalid(root.current);
          } else {
            // Maybe placed, maybe not: a retry with the same key never makes a second order.
            setError(t('sendError'));
          }
        },
      },
    );
  };

  const updateBasket = async () => {
    try {
      const checked = await checkProducts(browserApi(), checkLines(useBasket.getState()));
      useBasket.getState().applyServerCheck(checked);
      setShort([]);
      setError(null);
    } catch {
      setError(t('sendError'));
    }
  };

  return (
    // Not a <form>: the address form lives inside, and forms must not nest.
    <div ref={root} className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <RecipientSection
          formId={id}
          fullName={fullName}
          phone={phone}
          fields={fields}
          onFullName={changed(setFullName, 'full_name')}
          onPhone={changed(setPhone, 'phone_number')}
        />
        <DeliverySection
          formId={id}
          type={type}
          pickupPossible={pickupPossible}
          addressId={addressId}
          stores={stores}
          aroundTheClock={aroundTheClock}
          since={now}
          fields={fields}
          onType={changed(setType, 'type')}
          onAddress={changed(setAddressId, 'delivery_address')}
        />
        {type === 'D' && (
          <WhenSection
            formId={id}
            groups={delivery.groups}
            terms={delivery.terms}
            slots={slots}
            fields={fields}
            onSlot={(store, from) => changed(setSlots, 'slots')({ ...slots, [store]: from })}
          />
        )}
        <SubstitutionSection formId={id} value={substitution} onChange={setSubstitution} />
        <PaymentSection formId={id} payment={payment} comment={comment} onPayment={changed(setPayment)} onComment={changed(setComment)} />
      </div>
      <CheckoutSummary
        formId={id}
        price={price}
        applied={delivery.priced.applied}
        codeStatus={delivery.priced.code}
        type={type}
        error={error}
        short={short}
        promoRefused={promoRefused}
        placing={order.isPending}
        pricing={type === 'D' && delivery.query.isPending}
        onPlace={submit}
        onUpdateBasket={updateBasket}
        onRemovePromo={() => {
          basket.deletePromoCode();
          setPromoRefused(false);
          setError(null);
        }}
      />
    </div>
  );
}
