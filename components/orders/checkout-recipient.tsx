'use client';

import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { PhoneController } from '@/components/auth/phone-field';
import { FieldError, sectionBox } from './checkout-parts';
import type { CheckoutErrors, CheckoutFormApi } from './checkout-values';

/** Who receives the order: a name and a phone (the shopper's own unless they say otherwise). */
export function RecipientSection({ formId, form, fields }: { formId: string; form: CheckoutFormApi; fields: CheckoutErrors }) {
  const t = useTranslations('checkout');
  return (
    <section aria-labelledby={`${formId}-recipient`} className={sectionBox}>
      <h2 id={`${formId}-recipient`} className="text-lg font-bold">
        {t('recipient')}
      </h2>
      <div>
        <label htmlFor={`${formId}-name`} className={labelClass}>
          {t('fullName')}
        </label>
        <input
          id={`${formId}-name`}
          autoComplete="name"
          maxLength={100}
          {...form.register('full_name')}
          aria-invalid={fields.full_name ? true : undefined}
          aria-describedby={fields.full_name ? `${formId}-full_name-error` : undefined}
          className={inputClass(Boolean(fields.full_name))}
        />
        <FieldError formId={formId} field="full_name" fields={fields} />
      </div>
      <PhoneController control={form.control} name="phone_number" error={fields.phone_number ?? null} />
    </section>
  );
}
