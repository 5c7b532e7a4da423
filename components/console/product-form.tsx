'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { focusFirstInvalid, withoutField } from '@/components/ui/form-errors';
import { MediaImage } from '@/components/ui/media-image';
import { browserApi } from '@/lib/api/browser';
import { getCategories } from '@/lib/api/categories';
import { consoleProductKeys, createConsoleProduct, deleteConsoleProduct, patchConsoleProduct, uploadProductImage, type ProductCreateInput } from '@/lib/api/console';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import type { ConsoleProduct } from '@/lib/contract/console-products';
import { PRODUCT_FLAGS, type Locale } from '@/lib/contract/values';
import { UNIT_CODES } from '@/lib/domain/units';
import { useRouter } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { inputClass as input } from './field';
import { uploadFailureText } from './list-parts';


type Values = Record<'store_id' | 'sku' | 'name_uz' | 'name_ru' | 'description_uz' | 'description_ru' | 'price' | 'discount' | 'available' | 'amount_type' | 'weight' | 'weight_step' | 'category_id' | 'flag', string>;

const valuesOf = (p?: ConsoleProduct): Values => ({
  store_id: p ? String(p.store_id) : '',
  sku: p?.sku ?? '',
  name_uz: p?.name_uz ?? '',
  name_ru: p?.name_ru ?? '',
  description_uz: p?.description_uz ?? '',
  description_ru: p?.description_ru ?? '',
  price: p ? String(p.price) : '',
  discount: p ? String(p.discount) : '0',
  available: p ? String(p.available) : '0',
  amount_type: p?.amount_type ?? 'pcs',
  weight: p?.weight ?? '',
  weight_step: p?.weight_step ? String(p.weight_step) : '',
  category_id: p ? String(p.category_id) : '',
  flag: p?.flag ?? '',
});

/** What the form sends: numbers as numbers, empty optional texts as null. */
function bodyOf(v: Values): ProductCreateInput {
  return {
    ...(v.store_id ? { store_id: Number(v.store_id) } : {}),
    sku: v.sku.trim() || null,
    name_uz: v.name_uz,
    name_ru: v.name_ru,
    description_uz: v.description_uz,
    description_ru: v.description_ru,
    price: Number(v.price),
    discount: Number(v.discount),
    available: Number(v.available),
    amount_type: v.amount_type as ProductCreateInput['amount_type'],
    weight: v.weight.trim() || null,
    weight_step: v.amount_type === 'kg' && v.weight_step.trim() ? Number(v.weight_step) : null,
    category_id: Number(v.category_id),
    flag: (v.flag || null) as ProductCreateInput['flag'],
  };
}

/**
 * A product's form (issue 18): names and descriptions in uz and ru side by side, the figures, the
 * unit, the category and the flag, and a photo (sent after the product is saved; the server
 * checks its content and resizes it). The server's answer decides; its errors show at their fields.
 */
export function ProductForm({ product }: { product?: ConsoleProduct }) {
  const t = useTranslations('console');
  const tc = useTranslations('orderChanges');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const scope = useConsoleScope();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const categories = useQuery({ queryKey: ['console', 'categories', locale], queryFn: () => getCategories(browserApi(), { size: 100 }), staleTime: 5 * 60_000 });
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: !product && scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const pickStore = !product && stores.length > 1;

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => withoutField(e, key));
  };

  const fieldProps = (key: keyof Values) => ({
    id: `${id}-${key}`,
    value: values[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });

  const submit = async () => {
    const local: Record<string, string> = {};
    for (const key of ['name_uz', 'name_ru'] as const) if (!values[key].trim()) local[key] = t('required');
    if (!/^\d{1,9}$/.test(values.price) || Number(values.price) < 1) local.price = t('priceInvalid');
    if (!/^\d{1,9}$/.test(values.available)) local.available = t('stockInvalid');
    if (!/^\d{1,2}$/.test(values.discount)) local.discount = t('discountInvalid');
    if (!values.category_id) local.category_id = t('required');
    if (pickStore && !values.store_id) local.store_id = t('required');
    setErrors(local);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    setBusy(true);
    let saved: ConsoleProduct;
    try {
      const body = bodyOf(values);
      if (product) {
        const { store_id: _store, ...patch } = body;
        saved = await patchConsoleProduct(browserApi(), product.id, patch);
      } else saved = await createConsoleProduct(browserApi(), body);
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        setErrors(e.fields);
        focusFirstInvalid(form.current);
      }
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
      setBusy(false);
      return;
    }
    // The photo goes once the product is saved; a refused photo leaves the product saved, and the
    // new product's own page is where to try another.
    let photoRefused = false;
    if (photo) {
      try {
        saved = await uploadProductImage(browserApi(), saved.id, photo);
        setPhoto(null);
      } catch (e) {
        photoRefused = true;
        const message = uploadFailureText(e, t('saveError'));
        setErrors({ photo: message });
        toast(t('photoRefused', { message }), 'error');
      }
    }
    await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
    if (!photoRefused) toast(t('productSaved', { name: locale === 'ru' ? saved.name_ru : saved.name_uz }));
    setBusy(false);
    if (!product) router.replace(`/console/products/${saved.id}`);
  };

  const error = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;
  const labelled = (key: keyof Values | 'photo', label: string, control: ReactNode, className?: string) => (
    <div className={className}>
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {control}
      {error(key)}
    </div>
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-4 rounded-card bg-surface p-4 shadow-card sm:p-5"
    >
      {pickStore &&
        labelled(
          'store_id',
          t('store'),
          <select {...fieldProps('store_id')} onChange={(e) => set('store_id')(e.target.value)} className={input}>
            <option value="">{t('chooseStore')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.brand_name}
              </option>
            ))}
          </select>,
        )}
      <div className="grid gap-4 sm:grid-cols-2">
        {labelled('name_uz', t('nameUz'), <input {...fieldProps('name_uz')} maxLength={200} onChange={(e) => set('name_uz')(e.target.value)} className={input} />)}
        {labelled('name_ru', t('nameRu'), <input {...fieldProps('name_ru')} maxLength={200} onChange={(e) => set('name_ru')(e.target.value)} className={input} />)}
        {labelled('description_uz', t('descriptionUz'), <textarea {...fieldProps('description_uz')} rows={3} maxLength={5000} onChange={(e) => set('description_uz')(e.target.value)} className={`${input} py-2`} />)}
        {labelled('description_ru', t('descriptionRu'), <textarea {...fieldProps('description_ru')} rows={3} maxLength={5000} onChange={(e) => set('description_ru')(e.target.value)} className={`${input} py-2`} />)}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {labelled('price', t('price'), <input {...fieldProps('price')} inputMode="numeric" onChange={(e) => set('price')(e.target.value.replace(/\s/g, ''))} className={`${input} tabular-nums`} />)}
        {labelled('discount', t('discount'), <input {...fieldProps('discount')} inputMode="numeric" onChange={(e) => set('discount')(e.target.value.replace(/\s/g, ''))} className={`${input} tabular-nums`} />)}
        {labelled('available', t('stock'), <input {...fieldProps('available')} inputMode="numeric" onChange={(e) => set('available')(e.target.value.replace(/\s/g, ''))} className={`${input} tabular-nums`} />)}
        {labelled('sku', t('sku'), <input {...fieldProps('sku')} maxLength={64} onChange={(e) => set('sku')(e.target.value)} className={input} />)}
        {labelled(
          'amount_type',
          t('unit'),
          <select {...fieldProps('amount_type')} onChange={(e) => set('amount_type')(e.target.value)} className={input}>
            {UNIT_CODES.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </select>,
        )}
        {labelled('weight', t('weight'), <input {...fieldProps('weight')} maxLength={40} placeholder="1 kg" onChange={(e) => set('weight')(e.target.value)} className={input} />)}
        {values.amount_type === 'kg' &&
          labelled(
            'weight_step',
            tc('weightStep'),
            <input {...fieldProps('weight_step')} inputMode="numeric" placeholder="1000" onChange={(e) => set('weight_step')(e.target.value.replace(/\s/g, ''))} className={`${input} tabular-nums`} />,
          )}
        {labelled(
          'category_id',
          t('category'),
          <select {...fieldProps('category_id')} onChange={(e) => set('category_id')(e.target.value)} className={input}>
            <option value="">{t('chooseCategory')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          'flag',
          t('flag'),
          <select {...fieldProps('flag')} onChange={(e) => set('flag')(e.target.value)} className={input}>
            <option value="">{t('flagNone')}</option>
            {PRODUCT_FLAGS.map((f) => (
              <option key={f} value={f}>
                {t(`flags.${f}`)}
              </option>
            ))}
          </select>,
        )}
      </div>
      <div className="flex items-end gap-4">
        {product && <MediaImage src={product.image} alt="" width={72} height={72} className="size-18 shrink-0 rounded-tile" />}
        {labelled(
          'photo',
          t('photo'),
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={errors.photo ? `${id}-photo-error ${id}-photo-help` : `${id}-photo-help`}
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            className="block min-h-11 w-full text-sm"
          />,
          'flex-1',
        )}
      </div>
      <p id={`${id}-photo-help`} className="-mt-2 text-sm text-muted">
        {t('photoHelp')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {product ? t('save') : t('createProduct')}
        </button>
        {product && !product.deleted_at && (
          <button type="button" onClick={() => setDeleting(true)} aria-haspopup="dialog" className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}>
            {t('deleteProduct')}
          </button>
        )}
      </div>
      {product && (
        <ConfirmDialog
          open={deleting}
          title={t('deleteProductTitle', { name: locale === 'ru' ? product.name_ru : product.name_uz })}
          confirmLabel={t('deleteProduct')}
          cancelLabel={t('keepProduct')}
          busy={busy}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            setBusy(true);
            try {
              await deleteConsoleProduct(browserApi(), product.id);
              await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
              toast(t('productDeleted'));
              router.replace('/console/products');
            } catch (e) {
              toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
            } finally {
              setBusy(false);
            }
          }}
        >
          <p className="text-sm text-muted">{t('deleteProductEffect')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
