'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { asNumber } from '@/components/forms/typed-text';
import { buttonClass } from '@/components/ui/button-styles';
import { MediaImage } from '@/components/ui/media-image';
import { browserApi } from '@/lib/api/browser';
import { createStoreProfile, patchStoreProfile, uploadStoreLogo } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import type { ConsoleStore, StoreCreate, StoreCreateSchema, StoreUpdate } from '@/lib/contract/console-stores';
import { ETA_MAX_MINUTES, isSlotWindow, SLOTS_MAX } from '@/lib/domain/delivery';
import { normalizePhone } from '@/lib/domain/phone';
import { useToasts } from '@/lib/stores/toast';
import { controlProps, Field } from '@/components/forms/field';
import { inputClass as input } from './field';
import { uploadFailureText } from './list-parts';

/** The form's values: what the create schema reads (numbers as numbers, slots as a list). */
type StoreForm = z.input<typeof StoreCreateSchema>;
type Key = FieldPath<StoreForm>;
type Flag = 'around_the_clock' | 'pickup' | 'free_shipping';

const valuesOf = (s?: ConsoleStore): StoreForm => ({
  brand_name: s?.brand_name ?? '',
  legal_name: s?.legal_name ?? '',
  working_time: s?.working_time ?? '09:00-21:00',
  store_location_name_uz: s?.store_location_name_uz ?? '',
  store_location_name_ru: s?.store_location_name_ru ?? '',
  // A new store's point starts empty (the schema asks for it).
  latitude: s?.latitude ?? (undefined as unknown as number),
  longitude: s?.longitude ?? (undefined as unknown as number),
  phone_number: s?.phone_number ?? null,
  description_uz: s?.description_uz ?? '',
  description_ru: s?.description_ru ?? '',
  free_shipping_distance: s?.free_shipping_distance ?? 0,
  min_order: s?.min_order ?? 0,
  fee: s?.fee ?? 0,
  free_from: s?.free_from ?? null,
  eta_min: s?.eta_min ?? 30,
  eta_max: s?.eta_max ?? 60,
  slots: s?.slots ?? [],
  around_the_clock: s?.around_the_clock ?? false,
  pickup: s?.pickup ?? false,
  free_shipping: s?.free_shipping ?? false,
});

/** A coordinate typed as text ("41.311"): a number, or NaN when it is not one. */
const asCoordinate = (v: unknown) => (typeof v === 'number' ? v : /^-?\d{1,3}(\.\d+)?$/.test(String(v ?? '').trim()) ? Number(String(v).trim()) : Number.NaN);
/** The phone in E.164 when it is a valid Uzbek number (lib/domain/phone), as typed otherwise (the schema says why); empty: none. */
const asPhone = (v: unknown) => (typeof v === 'string' ? (v.trim() ? (normalizePhone(v) ?? v.trim()) : null) : v);
/** The delivery windows typed as "10:00-12:00, 14:00-16:00", as the list the API takes. */
const slotsOf = (text: string) =>
  text
    .split(/[,\n;]+/)
    .map((x) => x.replace(/\s+/g, ''))
    .filter(Boolean);

/** The server's field codes that are not sentences yet (its cross-field and slot rules), and what the form says instead. */
const SERVER_CODES: Record<string, string> = {
  'eta_min <= eta_max': 'etaOrder',
  'free_from >= min_order': 'freeFromBelowMin',
  'HH:MM-HH:MM': 'windowInvalid',
  unique: 'slotsTwice',
};

/**
 * A store's profile: hours and services, address and map point, phone, logo,
 * descriptions in uz and ru, and the delivery terms. Its names only for an operator (`withNames`);
 * without a store, the operator's new store. It checks with the contract's own schema (create, or
 * the patch of only what changed); the server decides, and its field errors show at their fields.
 * The logo goes as a file once the profile is saved (a new store has no id before); a refused
 * file leaves the profile saved and says why at the logo's field.
 */
export function StoreForm({ store, withNames, onSaved }: { store?: ConsoleStore; withNames: boolean; onSaved: (store: ConsoleStore) => void }) {
  const t = useTranslations('console');
  const ts = useTranslations('console.storeProfile');
  const toast = useToasts((s) => s.show);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  // An edit is checked as the patch it sends; a new store as the create. The values have the create's shape.
  // Loaded with the form's first check: zod stays out of the page's first load.
  const schema = useMemo(
    () => () =>
      import('@/lib/contract/console-stores').then((m) => (store ? (m.StoreUpdateSchema as unknown as typeof StoreCreateSchema) : m.StoreCreateSchema)),
    [store],
  );
  const form = useContractForm(schema, { defaultValues: valuesOf(store) });
  const { register, formState } = form;
  // Read while rendering, so that React Hook Form keeps them up to date (the patch is what changed).
  const { dirtyFields } = formState;
  const aroundTheClock = form.watch('around_the_clock');
  const freeShipping = form.watch('free_shipping');

  /** The field's own words for what the schema refuses there; the point's shared rules (a pair, inside Uzbekistan) and the rest in the schema's. */
  const errorOf = useFieldError(form, (key, error) => {
    switch (key) {
      case 'brand_name':
      case 'legal_name':
      case 'store_location_name_uz':
      case 'store_location_name_ru':
        return t('required');
      case 'working_time':
        return ts('windowInvalid');
      case 'latitude':
      case 'longitude':
        return error.type === 'custom' ? undefined : ts('numberInvalid');
      case 'phone_number':
        return ts('phoneInvalid');
      case 'min_order':
      case 'fee':
      case 'free_from':
      case 'free_shipping_distance':
        return ts('amountInvalid');
      case 'eta_min':
      case 'eta_max':
        return ts('etaInvalid', { max: ETA_MAX_MINUTES });
      case 'slots':
        return ts('slotsTooMany', { max: SLOTS_MAX });
      default:
        return undefined;
    }
  });

  const save = async (values: StoreCreate) => {
    let patch: StoreUpdate | undefined;
    if (store) {
      // Only what changed (a point goes as both coordinates or not at all).
      const dirty: Partial<Record<keyof StoreCreate, unknown>> = { ...dirtyFields };
      if (dirty.latitude || dirty.longitude) dirty.latitude = dirty.longitude = true;
      patch = Object.fromEntries(Object.entries(values).filter(([key]) => dirty[key as keyof StoreCreate])) as StoreUpdate;
      if (!Object.keys(patch).length && !logo) {
        toast(ts('nothingChanged'));
        return;
      }
    }
    setBusy(true);
    try {
      let saved = !store
        ? await createStoreProfile(browserApi(), values)
        : patch && Object.keys(patch).length
          ? await patchStoreProfile(browserApi(), store.id, patch)
          : store;
      if (logo) {
        try {
          saved = await uploadStoreLogo(browserApi(), saved.id, logo);
          setLogo(null);
        } catch (e) {
          const message = uploadFailureText(e, t('saveError'));
          setLogoError(message);
          toast(ts('logoRefused', { message }), 'error');
          if (store) return;
        }
      }
      form.reset(valuesOf(saved));
      onSaved(saved);
    } catch (e) {
      showServerErrors(form, readable(e), t('saveError'));
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** The server's field errors on the form's own fields ("slots.1" is the slots' field), its codes in words. */
  const readable = (e: unknown) => {
    if (!(e instanceof ApiError) || !e.fields) return e;
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(e.fields)) {
      const field = key.split('.')[0]!;
      fields[field] ??= SERVER_CODES[message] ? ts(SERVER_CODES[message]) : message;
    }
    return new ApiError(e.status, e.code, e.message, fields, e.body);
  };

  const field = (
    key: Key,
    label: string,
    control: (props: ReturnType<typeof controlProps>) => ReactNode,
    options: { help?: string; className?: string } = {},
  ) => (
    <Field id={`${id}-${key}`} label={label} error={errorOf(key)} help={options.help} className={options.className}>
      {control(controlProps(`${id}-${key}`, errorOf(key), Boolean(options.help)))}
    </Field>
  );
  const text = (
    key: Key,
    label: string,
    props: { max?: number; placeholder?: string; rows?: number; help?: string; type?: string; disabled?: boolean; setValueAs?: (v: unknown) => unknown } = {},
  ) =>
    field(
      key,
      label,
      (control) =>
        props.rows ? (
          <textarea {...control} {...register(key)} rows={props.rows} maxLength={props.max} className={`${input} py-2`} />
        ) : (
          <input
            {...control}
            {...register(key, props.setValueAs ? { setValueAs: props.setValueAs } : {})}
            type={props.type ?? 'text'}
            maxLength={props.max}
            placeholder={props.placeholder}
            disabled={props.disabled}
            className={`${input} disabled:bg-line/30 disabled:text-muted`}
          />
        ),
      { help: props.help },
    );
  const number = (key: Key, label: string, props: { decimal?: boolean; placeholder?: string; help?: string; className?: string; empty?: number | null } = {}) =>
    field(
      key,
      label,
      (control) => (
        <input
          {...control}
          {...register(key, { setValueAs: props.decimal ? asCoordinate : asNumber(props.empty ?? Number.NaN) })}
          inputMode={props.decimal ? 'decimal' : 'numeric'}
          placeholder={props.placeholder}
          className={`${input} tabular-nums`}
        />
      ),
      { help: props.help, className: props.className },
    );

  // A store open around the clock has the server's hours ("00:00-24:00", whatever is sent), and its
  // hours field is disabled: hours typed wrong before are put back to the saved ones, or they would
  // be refused by the schema in a field that cannot be edited.
  const aroundTheClockChanged = (e: { target: { checked?: boolean } }) => {
    if (e.target.checked && !isSlotWindow(String(form.getValues('working_time') ?? ''))) form.resetField('working_time');
  };
  const flag = (key: Flag, label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
      <input type="checkbox" {...register(key, key === 'around_the_clock' ? { onChange: aroundTheClockChanged } : {})} className="size-5 accent-brand-700" />
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
      noValidate
      aria-label={store ? ts('formLabel', { name: store.brand_name }) : ts('newStore')}
      onSubmit={form.handleSubmit(save)}
      className="space-y-6 rounded-card bg-surface p-4 shadow-card sm:p-5"
    >
      {withNames &&
        group(
          ts('names'),
          <div className="grid gap-4 sm:grid-cols-2">
            {text('brand_name', ts('brandName'), { max: 100 })}
            {text('legal_name', ts('legalName'), { max: 200 })}
          </div>,
        )}
      {group(
        ts('hours'),
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('working_time', ts('workingTime'), {
              help: ts('workingTimeHelp'),
              placeholder: '09:00-21:00',
              max: 11,
              disabled: aroundTheClock,
              setValueAs: (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
            })}
            {text('phone_number', ts('phone'), { type: 'tel', placeholder: '+998901234567', max: 20, setValueAs: asPhone })}
          </div>
          <div className="flex flex-wrap gap-x-6">
            {flag('around_the_clock', ts('aroundTheClock'))}
            {flag('pickup', ts('pickup'))}
            {flag('free_shipping', ts('freeShipping'))}
          </div>
          {freeShipping && number('free_shipping_distance', ts('freeShippingDistance'), { className: 'sm:w-1/2' })}
        </>,
      )}
      {group(
        ts('logo'),
        <div className="flex items-center gap-4">
          {store && <MediaImage src={store.logo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-tile" />}
          <Field id={`${id}-logo`} label={ts('logoFile')} error={logoError ?? undefined} help={t('photoHelp')} className="min-w-0 flex-1">
            <input
              {...controlProps(`${id}-logo`, logoError ?? undefined, true)}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                setLogo(e.target.files?.[0] ?? null);
                setLogoError(null);
              }}
              className="block min-h-11 w-full text-sm"
            />
          </Field>
        </div>,
      )}
      {group(
        ts('address'),
        <div className="grid gap-4 sm:grid-cols-2">
          {text('store_location_name_uz', ts('addressUz'), { max: 300 })}
          {text('store_location_name_ru', ts('addressRu'), { max: 300 })}
          {number('latitude', ts('latitude'), { decimal: true, placeholder: '41.311' })}
          {number('longitude', ts('longitude'), { decimal: true, placeholder: '69.279' })}
        </div>,
      )}
      {group(
        ts('about'),
        <div className="grid gap-4 sm:grid-cols-2">
          {text('description_uz', t('descriptionUz'), { rows: 3, max: 3000 })}
          {text('description_ru', t('descriptionRu'), { rows: 3, max: 3000 })}
        </div>,
      )}
      {group(
        ts('deliveryTerms'),
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {number('min_order', ts('minOrder'))}
            {number('fee', ts('fee'))}
            {number('free_from', ts('freeFrom'), { help: ts('freeFromHelp'), empty: null })}
            {number('eta_min', ts('etaMin'))}
            {number('eta_max', ts('etaMax'))}
          </div>
          {field(
            'slots',
            ts('slots'),
            (control) => (
              <Controller
                control={form.control}
                name="slots"
                render={({ field: slots }) => (
                  <SlotsInput {...control} name={slots.name} inputRef={slots.ref} value={slots.value ?? []} onChange={slots.onChange} onBlur={slots.onBlur} />
                )}
              />
            ),
            { help: ts('slotsHelp') },
          )}
        </>,
      )}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
        {store ? t('save') : ts('create')}
      </button>
    </form>
  );
}

/** The delivery windows as one line of text ("10:00-12:00, 14:00-16:00"), handed to the form as a list. */
function SlotsInput({
  value,
  onChange,
  inputRef,
  ...props
}: ReturnType<typeof controlProps> & {
  name: string;
  value: string[];
  onChange: (slots: string[]) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <input
      {...props}
      ref={inputRef}
      value={text}
      maxLength={300}
      placeholder="10:00-12:00, 14:00-16:00"
      onChange={(e) => {
        setText(e.target.value);
        onChange(slotsOf(e.target.value));
      }}
      className={input}
    />
  );
}
