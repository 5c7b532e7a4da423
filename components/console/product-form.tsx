'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MediaImage } from '@/components/ui/media-image';
import { browserApi } from '@/lib/api/browser';
import { consoleProductKeys, createConsoleProductWithPhotos, deleteConsoleProduct, patchConsoleProduct, uploadProductImage } from '@/lib/api/console';
import { consoleCategoriesQuery } from '@/lib/api/console-catalog';
import { consoleStoresQuery } from '@/lib/api/console-stores';
import { ApiError } from '@/lib/api/http';
import type { ConsoleProduct, ProductCreate, ProductCreateSchema } from '@/lib/contract/console-products';
import { PRODUCT_FLAGS, type Locale } from '@/lib/contract/values';
import { PICTURE_ACCEPT } from '@/lib/domain/pictures';
import { UNIT_CODES } from '@/lib/domain/units';
import { useRouter } from '@/lib/i18n/navigation';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { controlProps, Field } from '@/components/forms/field';
import { asId, asNumber, asText } from '@/components/forms/typed-text';
import { inputClass as input } from './field';
import { uploadFailureText } from './list-parts';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

/** The form's values: what the create schema reads (numbers as numbers, empty optional texts as null). */
type ProductCreateForm = z.input<typeof ProductCreateSchema>;

/** The field's own words for what the schema refuses there (the server's answer is shown as it comes). */
const CLIENT_TEXT: Partial<Record<string, 'required' | 'priceInvalid' | 'stockInvalid' | 'discountInvalid'>> = {
  store_id: 'required',
  name_uz: 'required',
  name_ru: 'required',
  category_id: 'required',
  price: 'priceInvalid',
  available: 'stockInvalid',
  discount: 'discountInvalid',
};

const valuesOf = (p?: ConsoleProduct): Partial<ProductCreateForm> => ({
  ...(p ? {} : { store_id: undefined }),
  sku: p?.sku ?? null,
  name_uz: p?.name_uz ?? '',
  name_ru: p?.name_ru ?? '',
  description_uz: p?.description_uz ?? '',
  description_ru: p?.description_ru ?? '',
  price: p?.price,
  discount: p?.discount ?? 0,
  available: p?.available ?? 0,
  amount_type: (p?.amount_type ?? 'pcs') as ProductCreateForm['amount_type'],
  weight: p?.weight ?? null,
  weight_step: p?.weight_step ?? null,
  category_id: p?.category_id,
  flag: p?.flag ?? null,
});

/**
 * A product's form: names and descriptions in uz and ru side by side, the figures, the
 * unit, the category and the flag. A new product is sent with its photos in one request (the photos:
 * up to five, the first the cover, put in order before saving; a refused photo leaves nothing
 * made); a saved product takes one more photo at a time, which becomes its cover. It checks with the contract's own schema (create or patch);
 * the server's answer decides, and its field errors show at their fields (showServerErrors).
 */
export function ProductForm({ product }: { product?: ConsoleProduct }) {
  const t = useTranslations('console');
  const tc = useTranslations('orderChanges');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const scope = useConsoleScope();
  const id = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The console's own list of categories (no shop data in the console), named in the page's language.
  const categories = useQuery(consoleCategoriesQuery(browserApi()));
  const allStores = useQuery({ ...consoleStoresQuery(browserApi()), enabled: !product && scope.all_stores });
  const stores = scope.all_stores ? (allStores.data?.content ?? []) : scope.stores;
  const pickStore = !product && stores.length > 1;
  // An edit is checked as the patch it sends (every editable field, no store); a new product as
  // the create, its store required when there is one to pick. The values have the create's shape.
  // Loaded with the form's first check: zod stays out of the page's first load.
  const schema = useMemo(
    () => () =>
      import('@/lib/contract/console-products').then(({ ProductCreateSchema: create, ProductPatchSchema: patch }) =>
        product
          ? (patch as unknown as typeof ProductCreateSchema)
          : pickStore
            ? (create.required({ store_id: true }) as unknown as typeof ProductCreateSchema)
            : create,
      ),
    [product, pickStore],
  );
  const form = useContractForm(schema, { defaultValues: valuesOf(product) });
  const { register } = form;
  const sold = form.watch('amount_type');

  const errorOf = useFieldError(form, (key) => {
    const own = CLIENT_TEXT[key];
    return own && t(own);
  });
  const field = (key: keyof ProductCreateForm, label: string, control: (props: ReturnType<typeof controlProps>) => ReactNode) => (
    <Field id={`${id}-${key}`} label={label} error={errorOf(key)}>
      {control(controlProps(`${id}-${key}`, errorOf(key)))}
    </Field>
  );

  const save = async (values: ProductCreate) => {
    setBusy(true);
    let saved: ConsoleProduct;
    const body = { ...values, weight_step: values.amount_type === 'kg' ? (values.weight_step ?? null) : null };
    try {
      if (product) {
        const { store_id: _store, ...patch } = body;
        saved = await patchConsoleProduct(browserApi(), product.id, patch);
      } else
        saved = await createConsoleProductWithPhotos(
          browserApi(),
          body,
          photos.map((p) => p.file),
        );
    } catch (e) {
      // A refused photo names its file (under `photos.N`); it shows at the photos.
      const photoRefusal = e instanceof ApiError ? Object.entries(e.fields ?? {}).find(([k]) => k.startsWith('photos'))?.[1] : undefined;
      setPhotoError(photoRefusal ?? null);
      showServerErrors(form, e, t('saveError'));
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
      setBusy(false);
      return;
    }
    // A saved product's new photo goes once its fields are saved; a refused photo leaves them saved.
    let photoRefused = false;
    if (product && photo) {
      try {
        saved = await uploadProductImage(browserApi(), saved.id, photo);
        setPhoto(null);
      } catch (e) {
        photoRefused = true;
        const message = uploadFailureText(e, t('saveError'));
        setPhotoError(message);
        toast(t('photoRefused', { message }), 'error');
      }
    }
    await queryClient.invalidateQueries({ queryKey: consoleProductKeys.all });
    // A new product's page opens next: the toast goes along to be read there.
    if (!photoRefused) toast(t('productSaved', { name: locale === 'ru' ? saved.name_ru : saved.name_uz }), 'info', { carry: !product });
    setBusy(false);
    if (!product) router.replace(`/console/products/${saved.id}`);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-4 rounded-card bg-surface p-4 shadow-card sm:p-5">
      {pickStore &&
        field('store_id', t('store'), (props) => (
          <select {...props} {...register('store_id', { setValueAs: asId })} className={input}>
            <option value="">{t('chooseStore')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.brand_name}
              </option>
            ))}
          </select>
        ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name_uz', t('nameUz'), (props) => (
          <input {...props} {...register('name_uz')} maxLength={200} className={input} />
        ))}
        {field('name_ru', t('nameRu'), (props) => (
          <input {...props} {...register('name_ru')} maxLength={200} className={input} />
        ))}
        {field('description_uz', t('descriptionUz'), (props) => (
          <textarea {...props} {...register('description_uz')} rows={3} maxLength={5000} className={`${input} py-2`} />
        ))}
        {field('description_ru', t('descriptionRu'), (props) => (
          <textarea {...props} {...register('description_ru')} rows={3} maxLength={5000} className={`${input} py-2`} />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {field('price', t('price'), (props) => (
          <input {...props} {...register('price', { setValueAs: asNumber(undefined) })} inputMode="numeric" className={`${input} tabular-nums`} />
        ))}
        {field('discount', t('discount'), (props) => (
          <input {...props} {...register('discount', { setValueAs: asNumber(undefined) })} inputMode="numeric" className={`${input} tabular-nums`} />
        ))}
        {field('available', t('stock'), (props) => (
          <input {...props} {...register('available', { setValueAs: asNumber(undefined) })} inputMode="numeric" className={`${input} tabular-nums`} />
        ))}
        {field('sku', t('sku'), (props) => (
          <input {...props} {...register('sku', { setValueAs: asText })} maxLength={64} className={input} />
        ))}
        {field('amount_type', t('unit'), (props) => (
          <select {...props} {...register('amount_type')} className={input}>
            {UNIT_CODES.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </select>
        ))}
        {field('weight', t('weight'), (props) => (
          <input {...props} {...register('weight', { setValueAs: asText })} maxLength={40} placeholder="1 kg" className={input} />
        ))}
        {/* Only goods sold by the kilogram keep a step: unmounted, the field leaves the values. */}
        {sold === 'kg' &&
          field('weight_step', tc('weightStep'), (props) => (
            <input
              {...props}
              {...register('weight_step', { setValueAs: asNumber(null), shouldUnregister: true })}
              inputMode="numeric"
              placeholder="1000"
              className={`${input} tabular-nums`}
            />
          ))}
        {field('category_id', t('category'), (props) => (
          <select {...props} {...register('category_id', { setValueAs: asId })} className={input}>
            <option value="">{t('chooseCategory')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {locale === 'ru' ? c.name_ru : c.name_uz}
              </option>
            ))}
          </select>
        ))}
        {field('flag', t('flag'), (props) => (
          <select {...props} {...register('flag', { setValueAs: (v: unknown) => v || null })} className={input}>
            <option value="">{t('flagNone')}</option>
            {PRODUCT_FLAGS.map((f) => (
              <option key={f} value={f}>
                {t(`flags.${f}`)}
              </option>
            ))}
          </select>
        ))}
      </div>
      {product ? (
        <>
          <div className="flex items-end gap-4">
            <MediaImage src={product.image} alt="" width={72} height={72} className="size-18 shrink-0 rounded-tile" />
            <Field id={`${id}-photo`} label={t('photo')} error={photoError ?? undefined} className="flex-1">
              <input
                {...controlProps(`${id}-photo`, photoError ?? undefined, true)}
                type="file"
                accept={PICTURE_ACCEPT}
                onChange={(e) => {
                  setPhoto(e.target.files?.[0] ?? null);
                  setPhotoError(null);
                }}
                className="block min-h-11 w-full text-sm"
              />
            </Field>
          </div>
          <p id={`${id}-photo-help`} className="-mt-2 text-sm text-muted">
            {t('photoHelp')}
          </p>
        </>
      ) : (
        <PhotoPicker
          id={`${id}-photos`}
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            setPhotoError(null);
          }}
          error={photoError ?? undefined}
        />
      )}
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
              toast(t('productDeleted'), 'info', { carry: true });
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
