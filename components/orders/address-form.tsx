'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { PhoneField } from '@/components/auth/phone-field';
import { MapPicker } from '@/components/location/map-picker';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { createShipping, updateShipping } from '@/lib/api/shipping';
import type { ShippingAddress, ShippingInput } from '@/lib/contract/orders';
import { LANDMARK_MAX } from '@/lib/contract/order-values';
import { coordinateText, toUzbekPoint } from '@/lib/domain/geo';
import { normalizePhone, phoneInputValue, PHONE_PREFIX } from '@/lib/domain/phone';
import { useSession } from '@/lib/stores/session';

/**
 * Adds or edits a saved address: name, address, entrance, floor, apartment, a landmark the courier
 * finds the door by (moʻljal / ориентир: Tashkent's couriers ask for one), phone and a map point
 * (set on the map, from the browser's geolocation or typed in: MapPicker keeps the typed fields and
 * the pin together, and without a map the typed fields are the form).
 */
export function AddressForm({ address, onSaved, onCancel }: { address?: ShippingAddress; onSaved: (saved: ShippingAddress) => void; onCancel: () => void }) {
  const t = useTranslations('addresses');
  const id = useId();
  const [name, setName] = useState(address?.address_name ?? '');
  const [text, setText] = useState(address?.address ?? '');
  const [entrance, setEntrance] = useState(address?.entrance ?? '');
  const [floor, setFloor] = useState(address?.floor ?? '');
  const [apartment, setApartment] = useState(address?.apartment ?? '');
  const [landmark, setLandmark] = useState(address?.landmark ?? '');
  const [phone, setPhone] = useState(address?.phone_number ? phoneInputValue(address.phone_number) : PHONE_PREFIX);
  const [lat, setLat] = useState(address?.latitude?.toString() ?? '');
  const [lon, setLon] = useState(address?.longitude?.toString() ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const clear = (key: string) => setFields((f) => withoutField(f, key));

  // A new address takes the shopper's own phone until they type another (the stored user arrives
  // from local storage just after the first render).
  const ownPhone = useSession((s) => s.user?.phone_number);
  useEffect(() => {
    if (!address && ownPhone) setPhone((v) => (v.length > PHONE_PREFIX.length ? v : phoneInputValue(ownPhone)));
  }, [address, ownPhone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.address_name = t('required');
    if (!text.trim()) local.address = t('required');
    const phoneValue = phone.length > PHONE_PREFIX.length ? normalizePhone(phone) : null;
    if (phone.length > PHONE_PREFIX.length && !phoneValue) local.phone_number = t('phoneInvalid');
    const point = lat.trim() || lon.trim() ? toUzbekPoint(lat, lon) : null;
    if ((lat.trim() || lon.trim()) && !point) local.point = t('pointInvalid');
    setFields(local);
    setError(null);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    const body: ShippingInput = {
      address_name: name.trim(),
      address: text.trim(),
      entrance: entrance.trim() || null,
      floor: floor.trim() || null,
      apartment: apartment.trim() || null,
      landmark: landmark.trim() || null,
      phone_number: phoneValue,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    };
    setBusy(true);
    try {
      const saved = address ? await updateShipping(browserApi(), address.id, body) : await createShipping(browserApi(), body);
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        setFields(e.fields);
        focusFirstInvalid(form.current);
      }
      setError(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    { hint, ...extra }: { autoComplete?: string; maxLength?: number; inputMode?: 'decimal' | 'text'; hint?: string } = {},
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        value={value}
        onChange={(e) => {
          clear(key);
          if (key === 'latitude' || key === 'longitude') clear('point');
          set(e.target.value);
        }}
        aria-invalid={fields[key] ? true : undefined}
        aria-describedby={[hint && `${id}-${key}-hint`, fields[key] && `${id}-${key}-error`].filter(Boolean).join(' ') || undefined}
        className={inputClass(Boolean(fields[key]))}
        {...extra}
      />
      {hint && (
        <p id={`${id}-${key}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {fields[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
          {fields[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={address ? t('editTitle') : t('addTitle')}
      className="space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <MapPicker
        point={toUzbekPoint(lat, lon)}
        onPoint={(p) => {
          clear('point');
          setLat(coordinateText(p.latitude));
          setLon(coordinateText(p.longitude));
        }}
        address={text}
        onAddress={(value) => {
          clear('address');
          setText(value);
        }}
      />
      {field('address_name', t('name'), name, setName, { maxLength: 60 })}
      {field('address', t('address'), text, setText, { maxLength: 300, autoComplete: 'street-address' })}
      <div className="grid grid-cols-3 gap-3">
        {field('entrance', t('entrance'), entrance, setEntrance, { maxLength: 20 })}
        {field('floor', t('floor'), floor, setFloor, { maxLength: 20 })}
        {field('apartment', t('apartment'), apartment, setApartment, { maxLength: 20 })}
      </div>
      {field('landmark', t('landmark'), landmark, setLandmark, { maxLength: LANDMARK_MAX, hint: t('landmarkHint') })}
      <PhoneField
        value={phone}
        onChange={(value) => {
          clear('phone_number');
          setPhone(value);
        }}
        error={fields.phone_number ?? null}
      />
      <fieldset data-invalid={fields.point ? '' : undefined}>
        <legend className={labelClass}>{t('point')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {field('latitude', t('latitude'), lat, setLat, { inputMode: 'decimal' })}
          {field('longitude', t('longitude'), lon, setLon, { inputMode: 'decimal' })}
        </div>
        {fields.point && <p className="mt-1 text-sm text-red-700">{fields.point}</p>}
      </fieldset>
      {error && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
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
