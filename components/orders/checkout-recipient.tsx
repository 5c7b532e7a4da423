'use client';

import { useTranslations } from 'next-intl';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { PhoneField } from '@/components/auth/phone-field';
import { FieldError, sectionBox } from './checkout-parts';

/** Who receives the order: a name and a phone (the shopper's own unless they say otherwise). */
export function RecipientSection({
  formId,
  fullName,
  phone,
  fields,
  onFullName,
  onPhone,
}: {
  formId: string;
  fullName: string;
  phone: string;
  fields: Record<string, string>;
  onFullName: (value: string) => void;
  onPhone: (value: string) => void;
}) {
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
          name="full_name"
          autoComplete="name"
          maxLength={100}
          value={fullName}
          onChange={(e) => onFullName(e.target.value)}
          aria-invalid={fields.full_name ? true : undefined}
          aria-describedby={fields.full_name ? `${formId}-full_name-error` : undefined}
          className={inputClass(Boolean(fields.full_name))}
        />
        <FieldError formId={formId} field="full_name" fields={fields} />
      </div>
      <PhoneField value={phone} onChange={onPhone} error={fields.phone_number ?? null} />
    </section>
  );
}
