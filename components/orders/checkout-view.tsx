'use client';

import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useMe } from '@/components/account/use-me';
import { useBasketCheck } from '@/components/basket/cart-view';
import { useMoneyText } from '@/components/ui/price';
import { useBasketPricing } from '@/components/basket/use-basket-pricing';
import type { DeliveryTermsAnswer, SlotChoice } from '@/lib/contract/delivery';
import type { StoreDelivery } from '@/lib/domain/delivery';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { focusFirstInvalid } from '@/components/ui/form-errors';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { checkProducts } from '@/lib/api/products';
import { shippingQuery } from '@/lib/api/shipping';
import type { ParsedOrderInput } from '@/lib/contract/orders';
import { checkLines, orderLines } from '@/lib/domain/basket-lines';
import { canPickUp, shortItems, type ShortItem } from '@/lib/domain/checkout';
import { phoneInputValue, PHONE_PREFIX } from '@/lib/domain/phone';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useAuthModal } from '@/lib/stores/auth-modal';
import { useBasket } from '@/lib/stores/basket';
import { useHydrated, useLoggedIn } from '@/lib/stores/hooks';
import { DeliverySection } from './checkout-delivery';
import { PaymentSection } from './checkout-payment';
import { RecipientSection } from './checkout-recipient';
import { CheckoutSummary } from './checkout-summary';
import type { CheckoutErrors, CheckoutValues } from './checkout-values';
import { SubstitutionSection } from './checkout-substitution';
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

/** The contract's schema of an order, loaded with the form's first check (components/forms/contract-form.ts). */
const loadOrderInput = () => import('@/lib/contract/orders').then((m) => m.OrderInputSchema);

/** The checkout's form: who, how it comes, how it is paid; the order is placed by usePlaceOrder. */
function CheckoutForm({ onPaymentPage }: { onPaymentPage: () => void }) {
  const t = useTranslations('checkout');
  const id = useId();
  const me = useMe();
  const basket = useBasket();
  useBasketCheck();
  const addresses = useQuery(shippingQuery(browserApi()));
  const order = usePlaceOrder(onPaymentPage);
  const { newAttempt } = order;
  const money = useMoneyText();
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState<ShortItem[]>([]);
  const [promoRefused, setPromoRefused] = useState(false);
  const [now] = useState(() => Date.now());

  const form = useContractForm<Awaited<ReturnType<typeof loadOrderInput>>, CheckoutValues>(loadOrderInput, {
    // Often sent as it opens (the shopper's name, phone and main address filled in): the schema comes at once.
    eager: true,
    defaultValues: {
      type: 'D',
      full_name: '',
      phone_number: PHONE_PREFIX,
      delivery_address: null,
      payment_type: 'cash',
      comment: '',
      substitution: 'remove',
      slots: {},
    },
    // The basket's lines and code join the shopper's fields (read when the form is checked, with the
    // pricing below); a pickup has no address and no windows.
    toInput: ({ slots, ...values }) => ({
      ...values,
      products: orderLines(basket.products),
      promocode: basket.promo_code.promocode || null,
      delivery_address: values.type === 'D' ? values.delivery_address : null,
      ...(values.type === 'D' ? { slots: chosenSlots(delivery.groups, delivery.terms, slots) } : {}),
    }),
  });
  // The form's own words where they say more than the rule's: "fill it in", the phone's shape, "choose or add an address".
  const errorOf = useFieldError(form, (name, fieldError) => {
    if (name === 'full_name' && fieldError.type === 'too_small') return t('required');
    if (name === 'phone_number') return t('phoneInvalid');
    if (name === 'delivery_address' && fieldError.message === 'choose_address') return t('chooseAddress');
    return undefined;
  });
  const type = form.watch('type');
  // One pricing for the page and the body (lib/domain/promotions.ts): the stores' terms and offers, the basket's code.
  const delivery = useBasketPricing(type);

  // Anything the shopper changes makes the next press a new attempt, and clears the form's message
  // (a field's own error goes as the field is checked again).
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ type: event }) => {
        if (event !== 'change') return;
        newAttempt();
        setError(null);
      },
    });
  }, [form, newAttempt]);

  // The recipient is the shopper unless they say otherwise.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!me.data || prefilled.current) return;
    prefilled.current = true;
    if (!form.getValues('full_name')) form.setValue('full_name', me.data.full_name || '');
    if (form.getValues('phone_number').length <= PHONE_PREFIX.length) form.setValue('phone_number', phoneInputValue(me.data.phone_number));
  }, [me.data, form]);

  // The main address is chosen unless the shopper picks another.
  useEffect(() => {
    if (form.getValues('delivery_address') !== null || !addresses.data?.length) return;
    form.setValue('delivery_address', (addresses.data.find((a) => a.main_address) ?? addresses.data[0]).id);
  }, [addresses.data, form]);

  const pickupPossible = canPickUp(basket.products);
  const price = delivery.priced.order;
  const belowMinimum = type === 'D' && delivery.groups.some((g) => g.missing > 0);
  const stores = basket.store_list.filter((s) => basket.products.some((p) => p.store.id === s.id));
  const aroundTheClock = (storeId: number) => basket.products.some((p) => p.store.id === storeId && p.around_the_clock);
  const minimumText = () =>
    delivery.groups
      .filter((g) => g.missing > 0)
      .map((g) => t('belowMinimum', { store: g.lines[0]!.store.brand_name, min: money(g.terms.min_order), missing: money(g.missing) }))
      .join(' ');

  const root = useRef<HTMLDivElement>(null);
  // The first wrong field is focused after the render that shows the errors, and after the
  // summary's effect has brought its message into view (a child's effects run before its
  // parent's): a check or an answer arrives after an await, outside the press, so the render is
  // not the press's own and the two would otherwise race.
  const [focusAsked, askFocus] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (focusAsked) focusFirstInvalid(root.current);
  }, [focusAsked]);
  const fields: CheckoutErrors = {
    full_name: errorOf('full_name'),
    phone_number: errorOf('phone_number'),
    type: errorOf('type'),
    delivery_address: errorOf('delivery_address'),
    slots: errorOf('slots'),
  };

  const place = (body: ParsedOrderInput) => {
    if (belowMinimum) return setError(minimumText());
    // The pickup choice is disabled then; a basket that changed after it was chosen is caught here.
    if (body.type === 'T' && !pickupPossible) {
      form.setError('type', { type: 'server', message: t('pickupImpossible') });
      setError(t('fixErrors'));
      return askFocus();
    }
    setError(null);
    order.mutate(body, {
      onError: (e) => {
        if (e instanceof ApiError && e.status < 500) {
          // The server answered: nothing was placed.
          if (e.code === 'not_available') setShort(shortItems(e.body));
          if (e.code === 'invalid_promo_code' || e.code === 'promo_not_for_these_goods' || e.code === 'promo_below_minimum') setPromoRefused(true);
          // A window that closed meanwhile, or terms that changed: ask for the stores' terms again.
          if (e.code === 'below_minimum_order' || e.code === 'store_closed' || e.fields?.slots) void delivery.query.refetch();
          showServerErrors(form, e, '');
          setError(e.message);
          if (e.fields) askFocus();
        } else {
          // Maybe placed, maybe not: a retry with the same key never makes a second order.
          setError(t('sendError'));
        }
      },
    });
  };

  const submit = () => {
    if (order.isPending) return;
    setShort([]);
    setPromoRefused(false);
    void form.handleSubmit(place, () => {
      if (belowMinimum) return setError(minimumText());
      setError(t('fixErrors'));
      askFocus();
    })();
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
        <RecipientSection formId={id} form={form} fields={fields} />
        <DeliverySection
          formId={id}
          form={form}
          type={type}
          pickupPossible={pickupPossible}
          stores={stores}
          aroundTheClock={aroundTheClock}
          since={now}
          fields={fields}
        />
        {type === 'D' && (
          <Controller
            control={form.control}
            name="slots"
            render={({ field }) => (
              <WhenSection
                formId={id}
                groups={delivery.groups}
                terms={delivery.terms}
                slots={field.value}
                fields={fields}
                onSlot={(store, from) => field.onChange({ ...field.value, [store]: from })}
              />
            )}
          />
        )}
        <SubstitutionSection form={form} />
        <PaymentSection formId={id} form={form} />
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
