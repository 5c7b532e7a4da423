'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { inputClass } from '@/components/auth/field-styles';
import { PhoneField } from '@/components/auth/phone-field';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { MapPicker } from '@/components/location/map-picker';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid } from '@/components/ui/form-errors';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { createShipping, updateShipping } from '@/lib/api/shipping';
import type { ShippingAddress } from '@/lib/contract/orders';
import { LANDMARK_MAX } from '@/lib/contract/order-values';
import { coordinateText, toUzbekPoint } from '@/lib/domain/geo';
import { phoneInputValue, PHONE_PREFIX } from '@/lib/domain/phone';
import { useSession } from '@/lib/stores/session';

/** The contract's schema of an address, loaded with the form's first check (components/forms/contract-form.ts). */
const loadShippingInput = () => import('@/lib/contract/orders').then((m) => m.ShippingInputSchema);

/**
 * A typed coordinate as the schema reads it: blank is no point, a comma is a decimal point, six
 * decimals at most (as the map gives them); anything else is NaN, which the schema refuses.
 */
const asCoordinate = (typed: unknown) => {
  if (typeof typed === 'number' || typed === null) return typed;
  const text = String(typed ?? '')
    .trim()
    .replace(',', '.');
  return text ? Number(coordinateText(Number(text))) : null;
};

/**
 * Adds or edits a saved address: name, address, entrance, floor, apartment, a landmark the courier
 * finds the door by (moʻljal / ориентир: Tashkent's couriers ask for one), phone and a map point
 * (set on the map, from the browser's geolocation or typed in: MapPicker keeps the typed fields and
 * the pin together, and without a map the typed fields are the form). It checks with the contract's
 * schema, so the page refuses what the server would (a point outside Uzbekistan included).
 */
export function AddressForm({ address, onSaved, onCancel }: { address?: ShippingAddress; onSaved: (saved: ShippingAddress) => void; onCancel: () => void }) {
  const t = useTranslations('addresses');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Checked on submit, then again as each field changes: the point's two boxes are typed one after
  // the other, and a check on leaving the first would ask for both before the second is reached.
  const form = useContractForm(loadShippingInput, {
    mode: 'onSubmit',
    defaultValues: {
      address_name: address?.address_name ?? '',
      address: address?.address ?? '',
      entrance: address?.entrance ?? '',
      floor: address?.floor ?? '',
      apartment: address?.apartment ?? '',
      landmark: address?.landmark ?? '',
      // Null while the box holds "+998" alone: no phone of the address's own.
      phone_number: address?.phone_number ? phoneInputValue(address.phone_number) : null,
      latitude: address?.latitude ?? null,
      longitude: address?.longitude ?? null,
    },
  });
  const { register } = form;
  // The form's own words: "fill it in" for an empty name or address, the phone's expected shape,
  // and the point's bounds with an example; a half-typed point says that both are wanted (the shared rule's words).
  const errorOf = useFieldError(form, (name, error) => {
    if ((name === 'address_name' || name === 'address') && error.type === 'too_small') return t('required');
    if (name === 'phone_number') return t('phoneInvalid');
    if ((name === 'latitude' || name === 'longitude') && error.message !== 'point_pair') return t('pointInvalid');
    return undefined;
  });

  // A new address takes the shopper's own phone until they type another (the stored user arrives
  // from local storage just after the first render).
  const ownPhone = useSession((s) => s.user?.phone_number);
  useEffect(() => {
    if (!address && ownPhone && !form.getValues('phone_number')) form.setValue('phone_number', phoneInputValue(ownPhone));
  }, [address, ownPhone, form]);

  const submit = form.handleSubmit(
    async (body) => {
      setFormError(null);
      try {
        const saved = address ? await updateShipping(browserApi(), address.id, body) : await createShipping(browserApi(), body);
        onSaved(saved);
      } catch (e) {
        // A server's failure says "could not save", not its own words.
        const message = showServerErrors(form, e instanceof ApiError && e.status < 500 ? e : null, t('saveError'));
        // The phone box takes no ref: the first wrong field is found on the page.
        if (message === null) focusFirstInvalid(formRef.current);
        setFormError(message);
      }
    },
    () => {
      setFormError(null);
      focusFirstInvalid(formRef.current);
    },
  );
  const busy = form.formState.isSubmitting;

  const [latitude, longitude, text] = form.watch(['latitude', 'longitude', 'address']);
  const latitudeError = errorOf('latitude');
  const longitudeError = errorOf('longitude');
  const pointError = latitudeError ?? longitudeError;
  const pointErrorId = `${id}-point-error`;
  // A coordinate box is described by the point's one message, under both.
  const coordinateProps = (key: 'latitude' | 'longitude', error: string | undefined) => ({
    id: `${id}-${key}`,
    inputMode: 'decimal' as const,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? pointErrorId : undefined,
    className: inputClass(Boolean(error)),
    // Each is checked with the other: a point is both or neither, and lies in Uzbekistan.
    ...register(key, { setValueAs: asCoordinate, deps: [key === 'latitude' ? 'longitude' : 'latitude'] }),
  });

  const textField = (
    key: 'address_name' | 'address' | 'entrance' | 'floor' | 'apartment' | 'landmark',
    label: string,
    maxLength: number,
    autoComplete?: string,
    help?: string,
  ) => {
    const error = errorOf(key);
    return (
      <Field id={`${id}-${key}`} label={label} error={error} help={help}>
        <input
          maxLength={maxLength}
          autoComplete={autoComplete}
          className={inputClass(Boolean(error))}
          {...controlProps(`${id}-${key}`, error, Boolean(help))}
          {...register(key)}
        />
      </Field>
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={address ? t('editTitle') : t('addTitle')}
      className="space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <MapPicker
        point={toUzbekPoint(latitude, longitude)}
        onPoint={(p) => {
          form.setValue('latitude', Number(coordinateText(p.latitude)), { shouldDirty: true });
          form.setValue('longitude', Number(coordinateText(p.longitude)), { shouldDirty: true });
          // Checked together once both have their new value, and only once the form was sent (as a
          // typed change is): a point's error then goes as the pin sets it, and before that the
          // schema is not loaded for nothing (nor tried offline, by "use my location").
          if (form.formState.isSubmitted) void form.trigger(['latitude', 'longitude']);
        }}
        address={text}
        onAddress={(value) => form.setValue('address', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      />
      {textField('address_name', t('name'), 60)}
      {textField('address', t('address'), 300, 'street-address')}
      <div className="grid grid-cols-3 gap-3">
        {textField('entrance', t('entrance'), 20)}
        {textField('floor', t('floor'), 20)}
        {textField('apartment', t('apartment'), 20)}
      </div>
      {textField('landmark', t('landmark'), LANDMARK_MAX, undefined, t('landmarkHint'))}
      <Controller
        control={form.control}
        name="phone_number"
        render={({ field }) => (
          <PhoneField
            value={field.value ?? PHONE_PREFIX}
            onChange={(value) => field.onChange(value.length > PHONE_PREFIX.length ? value : null)}
            error={errorOf('phone_number') ?? null}
          />
        )}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('point')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-latitude`} label={t('latitude')}>
            <input {...coordinateProps('latitude', latitudeError)} />
          </Field>
          <Field id={`${id}-longitude`} label={t('longitude')}>
            <input {...coordinateProps('longitude', longitudeError)} />
          </Field>
        </div>
        {pointError && (
          <p id={pointErrorId} className="mt-1 text-sm text-red-700">
            {pointError}
          </p>
        )}
      </fieldset>
      {formError && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
