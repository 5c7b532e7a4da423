'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { MediaImage } from '@/components/ui/media-image';
import { browserApi } from '@/lib/api/browser';
import { createStoreProfile, patchStoreProfile, uploadStoreLogo, type StoreCreateInput } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import type { ConsoleStore, StoreUpdate } from '@/lib/contract/console-stores';
import { ETA_MAX_MINUTES, isSlotWindow, SLOTS_MAX } from '@/lib/domain/delivery';
import { normalizePhone } from '@/lib/domain/phone';
import { useToasts } from '@/lib/stores/toast';
import { inputClass as input } from './field';
import { uploadFailureText } from './list-parts';


type TextField =
  | 'brand_name'
  | 'legal_name'
  | 'working_time'
  | 'store_location_name_uz'
  | 'store_location_name_ru'
  | 'latitude'
  | 'longitude'
  | 'phone_number'
  | 'description_uz'
  | 'description_ru'
  | 'free_shipping_distance'
  | 'min_order'
  | 'fee'
  | 'free_from'
  | 'eta_min'
  | 'eta_max'
  | 'slots';
type Flag = 'around_the_clock' | 'pickup' | 'free_shipping';
type Values = Record<TextField, string> & Record<Flag, boolean>;

const valuesOf = (s?: ConsoleStore): Values => ({
  brand_name: s?.brand_name ?? '',
  legal_name: s?.legal_name ?? '',
  working_time: s?.working_time ?? '09:00-21:00',
  store_location_name_uz: s?.store_location_name_uz ?? '',
  store_location_name_ru: s?.store_location_name_ru ?? '',
  latitude: s ? String(s.latitude) : '',
  longitude: s ? String(s.longitude) : '',
  phone_number: s?.phone_number ?? '',
  description_uz: s?.description_uz ?? '',
  description_ru: s?.description_ru ?? '',
  free_shipping_distance: String(s?.free_shipping_distance ?? 0),
  min_order: String(s?.min_order ?? 0),
  fee: String(s?.fee ?? 0),
  free_from: s?.free_from == null ? '' : String(s.free_from),
  eta_min: String(s?.eta_min ?? 30),
  eta_max: String(s?.eta_max ?? 60),
  slots: (s?.slots ?? []).join(', '),
  around_the_clock: s?.around_the_clock ?? false,
  pickup: s?.pickup ?? false,
  free_shipping: s?.free_shipping ?? false,
});

const slotsOf = (text: string) =>
  text
    .split(/[,\n;]+/)
    .map((x) => x.replace(/\s+/g, ''))
    .filter(Boolean);

const whole = (text: string) => /^\d{1,9}$/.test(text);
const decimal = (text: string) => /^-?\d{1,3}(\.\d+)?$/.test(text.trim());

/** Everything the form says, typed as the API wants it (names only when they are shown). */
function bodyOf(v: Values, withNames: boolean): StoreCreateInput {
  return {
    ...(withNames ? { brand_name: v.brand_name.trim(), legal_name: v.legal_name.trim() } : ({} as { brand_name: string; legal_name: string })),
    working_time: v.working_time.replace(/\s+/g, ''),
    around_the_clock: v.around_the_clock,
    pickup: v.pickup,
    free_shipping: v.free_shipping,
    free_shipping_distance: Number(v.free_shipping_distance),
    store_location_name_uz: v.store_location_name_uz.trim(),
    store_location_name_ru: v.store_location_name_ru.trim(),
    latitude: Number(v.latitude),
    longitude: Number(v.longitude),
    phone_number: v.phone_number.trim() ? (normalizePhone(v.phone_number) ?? v.phone_number.trim()) : null,
    description_uz: v.description_uz.trim(),
    description_ru: v.description_ru.trim(),
    min_order: Number(v.min_order),
    fee: Number(v.fee),
    free_from: v.free_from.trim() === '' ? null : Number(v.free_from),
    eta_min: Number(v.eta_min),
    eta_max: Number(v.eta_max),
    slots: slotsOf(v.slots),
  };
}

/** Only what changed (a point goes as both coordinates or not at all). */
function changes(body: StoreCreateInput, store: ConsoleStore): StoreUpdate {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(value) !== JSON.stringify(store[key as keyof ConsoleStore])) out[key] = value;
  }
  if ('latitude' in out || 'longitude' in out) {
    out.latitude = body.latitude;
    out.longitude = body.longitude;
  }
  return out as StoreUpdate;
}

/** The server's field codes that are not sentences yet, and what the form says instead. */
const SERVER_CODES: Record<string, string> = {
  'eta_min <= eta_max': 'etaOrder',
  'free_from >= min_order': 'freeFromBelowMin',
  'HH:MM-HH:MM': 'windowInvalid',
  unique: 'slotsTwice',
};

/**
 * A store's profile (issue 18): hours and services, address and map point, phone, logo,
 * descriptions in uz and ru, and the delivery terms. Its names only for an operator (`withNames`);
 * without a store, the operator's new store. The server decides; its errors show at their fields.
 * The logo goes as a file once the profile is saved (a new store has no id before); a refused
 * file leaves the profile saved and says why at the logo's field.
 */
export function StoreForm({ store, withNames, onSaved }: { store?: ConsoleStore; withNames: boolean; onSaved: (store: ConsoleStore) => void }) {
  const t = useTranslations('console');
  const ts = useTranslations('console.storeProfile');
  const toast = useToasts((s) => s.show);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(store));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);

  const set = (key: TextField) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => withoutField(e, key));
  };

  const check = (): Record<string, string> => {
    const local: Record<string, string> = {};
    const v = values;
    const required: TextField[] = ['store_location_name_uz', 'store_location_name_ru', ...(withNames ? (['brand_name', 'legal_name'] as const) : [])];
    for (const key of required) if (!v[key].trim()) local[key] = t('required');
    if (!v.around_the_clock && !isSlotWindow(v.working_time.replace(/\s+/g, ''))) local.working_time = ts('windowInvalid');
    if (!decimal(v.latitude)) local.latitude = ts('numberInvalid');
    if (!decimal(v.longitude)) local.longitude = ts('numberInvalid');
    // The server's rule (lib/contract's phone schema is built on normalizePhone): a real operator prefix, not only 12 digits.
    if (v.phone_number.trim() && normalizePhone(v.phone_number) === null) local.phone_number = ts('phoneInvalid');
    for (const key of ['min_order', 'fee', 'free_shipping_distance'] as const) if (!whole(v[key])) local[key] = ts('amountInvalid');
    if (v.free_from.trim() && !whole(v.free_from)) local.free_from = ts('amountInvalid');
    for (const key of ['eta_min', 'eta_max'] as const) if (!whole(v[key]) || Number(v[key]) < 1 || Number(v[key]) > ETA_MAX_MINUTES) local[key] = ts('etaInvalid', { max: ETA_MAX_MINUTES });
    if (!local.eta_min && !local.eta_max && Number(v.eta_min) > Number(v.eta_max)) local.eta_min = ts('etaOrder');
    if (!local.free_from && !local.min_order && v.free_from.trim() && Number(v.free_from) < Number(v.min_order)) local.free_from = ts('freeFromBelowMin');
    const slots = slotsOf(v.slots);
    if (slots.some((s) => !isSlotWindow(s))) local.slots = ts('windowInvalid');
    else if (new Set(slots).size !== slots.length) local.slots = ts('slotsTwice');
    else if (slots.length > SLOTS_MAX) local.slots = ts('slotsTooMany', { max: SLOTS_MAX });
    return local;
  };

  const submit = async () => {
    const local = check();
    setErrors(local);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    const body = bodyOf(values, withNames);
    let patch: StoreUpdate | undefined;
    if (store) {
      patch = changes(body, store);
      if (!Object.keys(patch).length && !logo) {
        toast(ts('nothingChanged'));
        return;
      }
    }
    setBusy(true);
    try {
      let saved = !store ? await createStoreProfile(browserApi(), body) : patch && Object.keys(patch).length ? await patchStoreProfile(browserApi(), store.id, patch) : store;
      if (logo) {
        try {
          saved = await uploadStoreLogo(browserApi(), saved.id, logo);
          setLogo(null);
        } catch (e) {
          const message = uploadFailureText(e, t('saveError'));
          setErrors({ logo: message });
          toast(ts('logoRefused', { message }), 'error');
          if (store) return;
        }
      }
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        const fields: Record<string, string> = {};
        for (const [key, message] of Object.entries(e.fields)) {
          const field = key.split('.')[0];
          fields[field] ??= SERVER_CODES[message] ? ts(SERVER_CODES[message]) : message;
        }
        setErrors(fields);
        focusFirstInvalid(form.current);
      }
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const error = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  const field = (key: TextField, label: string, props: { help?: string; numeric?: boolean; decimal?: boolean; max?: number; rows?: number; placeholder?: string; className?: string; type?: string; disabled?: boolean } = {}) => {
    const describedBy = [errors[key] ? `${id}-${key}-error` : '', props.help ? `${id}-${key}-help` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: `${id}-${key}`,
      value: values[key],
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': describedBy,
      maxLength: props.max,
      placeholder: props.placeholder,
      disabled: props.disabled,
    } as const;
    return (
      <div className={props.className}>
        <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-semibold">
          {label}
        </label>
        {props.rows ? (
          <textarea {...common} rows={props.rows} onChange={(e) => set(key)(e.target.value)} className={`${input} py-2`} />
        ) : (
          <input
            {...common}
            type={props.type ?? 'text'}
            inputMode={props.numeric ? 'numeric' : props.decimal ? 'decimal' : undefined}
            onChange={(e) => set(key)(props.numeric ? e.target.value.replace(/\s/g, '') : e.target.value)}
            className={`${input} disabled:bg-line/30 disabled:text-muted ${props.numeric || props.decimal ? 'tabular-nums' : ''}`}
          />
        )}
        {props.help && (
          <p id={`${id}-${key}-help`} className="mt-1 text-sm text-muted">
            {props.help}
          </p>
        )}
        {error(key)}
      </div>
    );
  };

  const flag = (key: Flag, label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
      <input
        type="checkbox"
        checked={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );

  const group = (title: string, children: ReactNode) => (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-base font-bold">{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <form
      ref={form}
      noValidate
      aria-label={store ? ts('formLabel', { name: store.brand_name }) : ts('newStore')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-6 rounded-card bg-surface p-4 shadow-card sm:p-5"
    >
      {withNames &&
        group(
          ts('names'),
          <div className="grid gap-4 sm:grid-cols-2">
            {field('brand_name', ts('brandName'), { max: 100 })}
            {field('legal_name', ts('legalName'), { max: 200 })}
          </div>,
        )}
      {group(
        ts('hours'),
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('working_time', ts('workingTime'), { help: ts('workingTimeHelp'), placeholder: '09:00-21:00', max: 11, disabled: values.around_the_clock })}
            {field('phone_number', ts('phone'), { type: 'tel', placeholder: '+998901234567', max: 20 })}
          </div>
          <div className="flex flex-wrap gap-x-6">
            {flag('around_the_clock', ts('aroundTheClock'))}
            {flag('pickup', ts('pickup'))}
            {flag('free_shipping', ts('freeShipping'))}
          </div>
          {values.free_shipping && field('free_shipping_distance', ts('freeShippingDistance'), { numeric: true, className: 'sm:w-1/2' })}
        </>,
      )}
      {group(
        ts('logo'),
        <div className="flex items-center gap-4">
          {store && <MediaImage src={store.logo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-tile" />}
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-logo`} className="mb-1 block text-sm font-semibold">
              {ts('logoFile')}
            </label>
            <input
              id={`${id}-logo`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={errors.logo ? `${id}-logo-error ${id}-logo-help` : `${id}-logo-help`}
              onChange={(e) => {
                setLogo(e.target.files?.[0] ?? null);
                setErrors((x) => withoutField(x, 'logo'));
              }}
              className="block min-h-11 w-full text-sm"
            />
            <p id={`${id}-logo-help`} className="mt-1 text-sm text-muted">
              {t('photoHelp')}
            </p>
            {error('logo')}
          </div>
        </div>,
      )}
      {group(
        ts('address'),
        <div className="grid gap-4 sm:grid-cols-2">
          {field('store_location_name_uz', ts('addressUz'), { max: 300 })}
          {field('store_location_name_ru', ts('addressRu'), { max: 300 })}
          {field('latitude', ts('latitude'), { decimal: true, placeholder: '41.311' })}
          {field('longitude', ts('longitude'), { decimal: true, placeholder: '69.279' })}
        </div>,
      )}
      {group(
        ts('about'),
        <div className="grid gap-4 sm:grid-cols-2">
          {field('description_uz', t('descriptionUz'), { rows: 3, max: 3000 })}
          {field('description_ru', t('descriptionRu'), { rows: 3, max: 3000 })}
        </div>,
      )}
      {group(
        ts('deliveryTerms'),
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {field('min_order', ts('minOrder'), { numeric: true })}
            {field('fee', ts('fee'), { numeric: true })}
            {field('free_from', ts('freeFrom'), { numeric: true, help: ts('freeFromHelp') })}
            {field('eta_min', ts('etaMin'), { numeric: true })}
            {field('eta_max', ts('etaMax'), { numeric: true })}
          </div>
          {field('slots', ts('slots'), { help: ts('slotsHelp'), placeholder: '10:00-12:00, 14:00-16:00', max: 300 })}
        </>,
      )}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
        {store ? t('save') : ts('create')}
      </button>
    </form>
  );
}
