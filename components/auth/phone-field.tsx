'use client';

import { useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatPhoneAsYouType, PHONE_PREFIX } from '@/lib/domain/phone';
import { caretIndex, editPhone, isPhoneRegionInvalid, pastePhone } from '@/lib/domain/phone-input';
import { WithMessages } from '@/lib/i18n/with-messages';
import { AUTH_WORDS } from './auth-messages';
import { errorTextClass, inputClass, labelClass } from './field-styles';

/**
 * The phone field of the auth forms: "+998" always there, digits only, shown with the country
 * mask as the shopper types, and the invalid-region message for a number that is not Uzbek.
 * `value` is the kept form ("+998" and up to 9 digits).
 */
type PhoneFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The server's word on this field, if any. */
  error?: string | null;
  autoComplete?: string;
  /** Another label than "Phone number" (the console's filters: whose phone). */
  label?: string;
};

/**
 * Also used outside the auth modal (the checkout's recipient, the address form): it brings the
 * `auth` words it reads with its code, as the modal does (lib/i18n/with-messages.tsx).
 */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <WithMessages words={AUTH_WORDS}>
      <PhoneInput {...props} />
    </WithMessages>
  );
}

/**
 * The phone field as a React Hook Form field of `control` (`name` holds the kept form); `onEdit`
 * hears each change the shopper makes (a form that clears its message, the auth flow that shares
 * the phone between its steps).
 */
export function PhoneController<T extends FieldValues>({
  control,
  name,
  onEdit,
  ...props
}: Omit<PhoneFieldProps, 'value' | 'onChange'> & { control: Control<T, unknown, unknown>; name: Path<T>; onEdit?: (value: string) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          {...props}
          value={String(field.value ?? '')}
          onChange={(value) => {
            field.onChange(value);
            onEdit?.(value);
          }}
        />
      )}
    />
  );
}

function PhoneInput({ value, onChange, error, autoComplete = 'tel', label }: PhoneFieldProps) {
  const t = useTranslations('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const [foreign, setForeign] = useState(false);
  const shown = formatPhoneAsYouType(value || PHONE_PREFIX);

  // The mask moves spaces around: put the caret back after the digit it followed.
  useLayoutEffect(() => {
    const input = ref.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const at = caretIndex(shown, caretDigits.current);
    input.setSelectionRange(at, at);
    caretDigits.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = editPhone(value, event.target.value, event.target.selectionStart ?? event.target.value.length);
    caretDigits.current = edit.caretDigits;
    setForeign(false);
    onChange(edit.value);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastePhone(event.clipboardData.getData('text'));
    if (pasted === undefined) return;
    event.preventDefault();
    if (pasted === null) return setForeign(true);
    caretDigits.current = pasted.length - 1;
    setForeign(false);
    onChange(pasted);
  };

  const message = error ?? (foreign || isPhoneRegionInvalid(value) ? t('phoneRegion') : null);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label ?? t('phone')}
      </label>
      <input
        ref={ref}
        id={id}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        value={shown}
        onChange={change}
        onPaste={paste}
        onSelect={(event) => {
          // The caret never rests inside "+998" (a tap or a focus there): it goes to the end.
          const input = event.currentTarget;
          const start = input.selectionStart ?? 0;
          if (start === input.selectionEnd && start < PHONE_PREFIX.length) input.setSelectionRange(input.value.length, input.value.length);
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={inputClass(Boolean(message), 'tabular-nums tracking-wide')}
      />
      {message && (
        <p id={errorId} className={errorTextClass}>
          {message}
        </p>
      )}
    </div>
  );
}
