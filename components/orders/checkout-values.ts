import type { UseFormReturn } from 'react-hook-form';
import type { OrderType, PaymentType, SubstitutionChoice } from '@/lib/contract/order-values';
import type { ParsedOrderInput } from '@/lib/contract/orders';

/**
 * What the checkout's form holds: the order's own fields as the shopper sets them. The basket's
 * lines and code, and the windows as the stores offer them, join them when the form is checked
 * (checkout-view.tsx, `toInput`): the contract's OrderInputSchema then checks the whole body.
 */
export interface CheckoutValues {
  type: OrderType;
  full_name: string;
  /** "+998" and the digits typed (components/auth/phone-field.tsx). */
  phone_number: string;
  delivery_address: number | null;
  payment_type: PaymentType;
  comment: string;
  substitution: SubstitutionChoice;
  /** The window picked per store (store id → its `from`); a store the shopper left gets its earliest. */
  slots: Record<number, string>;
}

export type CheckoutFormApi = UseFormReturn<CheckoutValues, unknown, ParsedOrderInput>;

/** A field's error as the checkout shows it (its own words for some: checkout-view.tsx), by the body's field name. */
export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;
