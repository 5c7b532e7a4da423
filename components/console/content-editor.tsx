'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import {
  aboutQuery,
  contentKeys,
  contentQuery,
  createContent,
  deleteContent,
  putConsoleAbout,
  updateContent,
  uploadContentImage,
  type ContentItems,
  type ContentKind,
} from '@/lib/api/console-catalog';
import { ApiError } from '@/lib/api/http';
import type { ConsoleAbout } from '@/lib/contract/console-catalog';
import { BANNER_TYPES, type Locale } from '@/lib/contract/values';
import type { PictureUse } from '@/lib/domain/pictures';
import { isHexColor } from '@/lib/domain/site-content';
import { useToasts } from '@/lib/stores/toast';
import { useConsoleScope } from './console-gate';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { asNumber } from '@/components/forms/typed-text';
import { inputClass } from './field';
import { LoadError, Loading, chipClass, chipRowClass, uploadFailureText } from './list-parts';

/** How a form shows a field and sends it (what it may be: the item's contract schema). */
interface FieldDef {
  key: string;
  kind?: 'text' | 'textarea' | 'number' | 'color' | 'select' | 'url' | 'email' | 'tel' | 'image';
  options?: readonly string[];
  /** Empty is sent as null. */
  nullable?: boolean;
  placeholder?: string;
  wide?: boolean;
  /** A picture's use: the size the server keeps it at (lib/domain/pictures.ts). */
  use?: PictureUse;
}

const IMAGE = '/media/emoji/red-apple.svg';

const FIELDS: Record<ContentKind, FieldDef[]> = {
  categories: [
    { key: 'name_uz' },
    { key: 'name_ru' },
    { key: 'icon', kind: 'image', placeholder: IMAGE, use: 'icon' },
    { key: 'image', kind: 'image', placeholder: IMAGE, use: 'category' },
    { key: 'color', kind: 'color', placeholder: '#DCF5DC' },
    { key: 'position', kind: 'number' },
  ],
  banners: [
    { key: 'type', kind: 'select', options: BANNER_TYPES },
    { key: 'position', kind: 'number' },
    { key: 'title_uz' },
    { key: 'title_ru' },
    { key: 'subtitle_uz' },
    { key: 'subtitle_ru' },
    { key: 'image', kind: 'image', placeholder: IMAGE, use: 'banner' },
    { key: 'color', kind: 'color', placeholder: '#DCF5DC' },
    { key: 'link', placeholder: '/products?category_id=2', wide: true },
  ],
  faq: [
    { key: 'question_uz', wide: true },
    { key: 'question_ru', wide: true },
    { key: 'answer_uz', kind: 'textarea', wide: true },
    { key: 'answer_ru', kind: 'textarea', wide: true },
    { key: 'position', kind: 'number' },
  ],
  partners: [
    { key: 'name' },
    { key: 'logo', kind: 'image', placeholder: IMAGE, use: 'logo' },
    { key: 'url', kind: 'url', nullable: true, placeholder: 'https://' },
    { key: 'position', kind: 'number' },
  ],
};

const ABOUT_FIELDS: FieldDef[] = [
  { key: 'phone', kind: 'tel', nullable: true, placeholder: '+998712000000' },
  { key: 'email', kind: 'email', nullable: true },
  { key: 'address_uz' },
  { key: 'address_ru' },
  { key: 'address_url', kind: 'url', nullable: true, placeholder: 'https://', wide: true },
  { key: 'telegram', kind: 'url', nullable: true, placeholder: 'https://t.me/' },
  { key: 'instagram', kind: 'url', nullable: true, placeholder: 'https://' },
  { key: 'facebook', kind: 'url', nullable: true, placeholder: 'https://' },
  { key: 'app_qr_image', kind: 'image', nullable: true, placeholder: '/media/...', use: 'logo' },
  { key: 'description_uz', kind: 'textarea', wide: true },
  { key: 'description_ru', kind: 'textarea', wide: true },
];

/** A body schema of the contract, as the form reads it: the boxes' values, keyed by field. */
type ContentSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** A contract schema, loaded with its form's first check: zod (about 110 kB gzip with the contract) stays out of the page's first load. */
type SchemaLoader = () => Promise<ContentSchema>;
const schemaOf =
  (pick: (m: typeof import('@/lib/contract/console-catalog')) => unknown): SchemaLoader =>
  () =>
    import('@/lib/contract/console-catalog').then((m) => pick(m) as ContentSchema);

/** What the server takes for each kind: a new item, and a change to one (server/routes/console-catalog.ts). */
const SCHEMAS: Record<ContentKind, { create: SchemaLoader; update: SchemaLoader }> = {
  categories: { create: schemaOf((m) => m.CategoryCreateSchema), update: schemaOf((m) => m.CategoryUpdateSchema) },
  banners: { create: schemaOf((m) => m.BannerCreateSchema), update: schemaOf((m) => m.BannerUpdateSchema) },
  faq: { create: schemaOf((m) => m.FaqCreateSchema), update: schemaOf((m) => m.FaqUpdateSchema) },
  partners: { create: schemaOf((m) => m.PartnerCreateSchema), update: schemaOf((m) => m.PartnerUpdateSchema) },
};
const ABOUT_SCHEMA = schemaOf((m) => m.AboutInputSchema);

type Section = ContentKind | 'about';
const SECTIONS: Section[] = ['categories', 'banners', 'faq', 'partners', 'about'];

type Item = ContentItems[ContentKind];

/** An item's line in its list, in the page's language. */
function titleOf(kind: ContentKind, item: Item, locale: Locale): string {
  const r = item as unknown as Record<string, string>;
  if (kind === 'categories') return locale === 'ru' ? r.name_ru : r.name_uz;
  if (kind === 'banners') return locale === 'ru' ? r.title_ru : r.title_uz;
  if (kind === 'faq') return locale === 'ru' ? r.question_ru : r.question_uz;
  return r.name;
}

/** /console/content (operators): the shop's categories, banners, FAQ, partners and contacts. */
export function ContentEditor() {
  const t = useTranslations('console');
  const operator = useConsoleScope().all_stores;
  const [section, setSection] = useState<Section>('categories');
  if (!operator) {
    return (
      <>
        <EmptyState emoji="locked" title={t('operatorsOnly')} />
      </>
    );
  }
  return (
    <>
      <div role="group" aria-label={t('content.sectionsLabel')} className={chipRowClass}>
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={section === s}
            onClick={() => setSection(s)}
            className={chipClass(section === s, 'shrink-0 whitespace-nowrap')}
          >
            {t(`content.${s}.title`)}
          </button>
        ))}
      </div>
      {section === 'about' ? <AboutForm /> : <ContentSection key={section} kind={section} />}
    </>
  );
}

function ContentSection({ kind }: { kind: ContentKind }) {
  const t = useTranslations('console');
  const items = useQuery(contentQuery(browserApi(), kind));
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby={`content-${kind}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`content-${kind}`} className="text-xl font-bold">
          {t(`content.${kind}.title`)}
        </h2>
        {!creating && (
          <button type="button" onClick={() => setCreating(true)} className={buttonClass('primary')}>
            {t(`content.${kind}.add`)}
          </button>
        )}
      </div>
      {creating && (
        <div className="mb-4 rounded-card bg-surface p-4 shadow-card sm:p-5">
          <ItemForm kind={kind} onDone={() => setCreating(false)} />
        </div>
      )}
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <LoadError onRetry={() => items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState emoji="package" title={t('content.empty')} />
      ) : (
        <ul className="space-y-3" aria-label={t(`content.${kind}.title`)}>
          {items.data.map((item) => (
            <ItemCard key={item.id} kind={kind} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemCard({ kind, item }: { kind: ContentKind; item: Item }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = titleOf(kind, item, locale);
  const r = item as unknown as Record<string, string | number | null>;
  return (
    <li data-testid={`console-${kind}`} aria-label={title} className="rounded-card bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        {typeof r.color === 'string' && (
          <span aria-hidden="true" className="mt-1 size-5 shrink-0 rounded-full border border-line" style={{ backgroundColor: r.color }} />
        )}
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold">{title}</p>
          <p className="text-sm text-muted">
            {t('content.positionIs', { position: Number(r.position) })}
            {kind === 'categories' && <> · {t('content.categories.products', { count: Number(r.count_product) })}</>}
            {kind === 'banners' && <> · {String(r.type)}</>}
          </p>
        </div>
      </div>
      {refusal && (
        <p role="alert" className="mt-2 rounded-control bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      )}
      {editing ? (
        <div className="mt-3 border-t border-line pt-3">
          <ItemForm kind={kind} item={item} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary')}>
            {t('content.edit')}
          </button>
          <button type="button" aria-haspopup="dialog" onClick={() => setDeleting(true)} className={buttonClass('ghost', 'text-sale-700 hover:bg-sale-50')}>
            {t('content.delete')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('content.deleteTitle', { name: title })}
        confirmLabel={t('content.delete')}
        cancelLabel={t('content.keep')}
        busy={busy}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          setBusy(true);
          setRefusal(null);
          try {
            await deleteContent(browserApi(), kind, item.id);
            toast(t('content.deleted', { name: title }));
          } catch (e) {
            const message = e instanceof ApiError && e.status < 500 ? e.message : t('saveError');
            // A category with products stays (409): the server says why, next to it.
            if (e instanceof ApiError && e.status === 409) setRefusal(message);
            toast(message, 'error');
          } finally {
            setBusy(false);
            setDeleting(false);
            await queryClient.invalidateQueries({ queryKey: contentKeys.list(kind) });
          }
        }}
      >
        <p className="text-sm text-muted">{t('content.deleteEffect')}</p>
      </ConfirmDialog>
    </li>
  );
}

const valuesOf = (fields: FieldDef[], source?: object): Record<string, string> =>
  Object.fromEntries(
    fields.map((f) => {
      const v = source ? (source as Record<string, unknown>)[f.key] : undefined;
      return [f.key, v === null || v === undefined ? (f.kind === 'select' ? (f.options?.[0] ?? '') : '') : String(v)];
    }),
  );

/**
 * The boxes' text as the contract's body: texts trimmed, empty nullable fields as null, a position
 * as a number (blank left out: the server's default on a create, unchanged on a change; anything
 * else but digits NaN, which the schema refuses).
 */
const inputOf = (fields: FieldDef[], values: Record<string, string>): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((f) => {
      const v = (values[f.key] ?? '').trim();
      return [f.key, f.kind === 'number' ? asNumber(undefined)(v) : !v && f.nullable ? null : v];
    }),
  );

/**
 * The shared form: every field labelled, checked with the item's contract schema (the create or
 * the change the server takes), the server's errors at their fields.
 */
function FieldsForm({
  fields,
  schema,
  initial,
  submitLabel,
  label,
  send,
  onDone,
}: {
  fields: FieldDef[];
  schema: SchemaLoader;
  initial: Record<string, string>;
  submitLabel: string;
  label: string;
  send: (body: Record<string, unknown>) => Promise<void>;
  onDone?: () => void;
}) {
  const t = useTranslations('console');
  const toast = useToasts((s) => s.show);
  const id = useId();
  const form = useContractForm<ContentSchema, Record<string, string>>(schema, {
    defaultValues: initial,
    toInput: (values) => inputOf(fields, values),
  });
  // The console's own words where they say more than the schema's: an empty box it needs, a position.
  const errorOf = useFieldError(form, (key, error) => {
    if (fields.find((f) => f.key === key)?.kind === 'number') return error.type === 'too_big' ? undefined : t('content.numberInvalid');
    if (!form.getValues(key)?.trim()) return t('required');
    return undefined;
  });
  const busy = form.formState.isSubmitting;
  const [uploading, setUploading] = useState<string | null>(null);

  /** A picture file becomes its field's path at once; the item keeps it when the form is saved. */
  const uploadPicture = async (key: string, file: File) => {
    setUploading(key);
    try {
      const { path } = await uploadContentImage(browserApi(), file, fields.find((f) => f.key === key)?.use);
      form.setValue(key, path, { shouldDirty: true });
      form.clearErrors(key);
      toast(t('content.pictureUploaded'));
    } catch (e) {
      const message = uploadFailureText(e, t('saveError'));
      form.setError(key, { type: 'server', message });
      toast(message, 'error');
    } finally {
      setUploading(null);
    }
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
      onDone?.();
    } catch (e) {
      showServerErrors(form, e, t('saveError'));
      toast(e instanceof ApiError && e.status < 500 ? e.message : t('saveError'), 'error');
    }
  });

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => {
          const fid = `${id}-${f.key}`;
          const error = errorOf(f.key);
          const common = { ...controlProps(fid, error), placeholder: f.placeholder, ...form.register(f.key) };
          const colour = f.kind === 'color' ? (form.watch(f.key) ?? '') : '';
          return (
            <Field key={f.key} id={fid} label={t(`content.fields.${f.key}`)} error={error} className={f.wide ? 'sm:col-span-2' : undefined}>
              {f.kind === 'textarea' ? (
                <textarea {...common} rows={4} className={`${inputClass} py-2`} />
              ) : f.kind === 'select' ? (
                <select {...common} className={inputClass}>
                  {f.options?.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : f.kind === 'image' ? (
                <div className="space-y-2">
                  <input {...common} autoComplete="off" className={inputClass} />
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-label={t('content.uploadPicture', { field: t(`content.fields.${f.key}`) })}
                    disabled={uploading === f.key}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file) void uploadPicture(f.key, file);
                    }}
                    className="block min-h-11 w-full text-sm"
                  />
                </div>
              ) : f.kind === 'color' ? (
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-11 shrink-0 rounded-control border border-line"
                    style={{ backgroundColor: isHexColor(colour) ? colour : 'transparent' }}
                  />
                  <input {...common} maxLength={7} autoComplete="off" className={`${inputClass} font-mono`} />
                </div>
              ) : (
                <input
                  {...common}
                  type={f.kind === 'url' ? 'url' : f.kind === 'email' ? 'email' : f.kind === 'tel' ? 'tel' : 'text'}
                  inputMode={f.kind === 'number' ? 'numeric' : undefined}
                  className={clsx(inputClass, f.kind === 'number' && 'tabular-nums')}
                />
              )}
            </Field>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
          {submitLabel}
        </button>
        {onDone && (
          <button type="button" onClick={onDone} className={buttonClass('secondary')}>
            {t('promo.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}

function ItemForm({ kind, item, onDone }: { kind: ContentKind; item?: Item; onDone: () => void }) {
  const t = useTranslations('console');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const fields = FIELDS[kind];
  return (
    <FieldsForm
      fields={fields}
      schema={item ? SCHEMAS[kind].update : SCHEMAS[kind].create}
      initial={valuesOf(fields, item)}
      label={item ? t('content.editTitle', { name: titleOf(kind, item, locale) }) : t(`content.${kind}.add`)}
      submitLabel={item ? t('save') : t(`content.${kind}.add`)}
      onDone={onDone}
      send={async (body) => {
        const saved = item ? await updateContent(browserApi(), kind, item.id, body) : await createContent(browserApi(), kind, body);
        toast(t('content.saved', { name: titleOf(kind, saved, locale) }));
        await queryClient.invalidateQueries({ queryKey: contentKeys.list(kind) });
      }}
    />
  );
}

function AboutForm() {
  const t = useTranslations('console');
  const queryClient = useQueryClient();
  const toast = useToasts((s) => s.show);
  const about = useQuery(aboutQuery(browserApi()));
  // No contacts yet (404) starts an empty form; other failures offer a retry.
  const missing = about.isError && about.error instanceof ApiError && about.error.status === 404;
  return (
    <section aria-labelledby="content-about">
      <h2 id="content-about" className="mb-3 text-xl font-bold">
        {t('content.about.title')}
      </h2>
      {about.isPending ? (
        <Loading />
      ) : about.isError && !missing ? (
        <LoadError onRetry={() => about.refetch()} />
      ) : (
        <div className="rounded-card bg-surface p-4 shadow-card sm:p-5">
          <FieldsForm
            fields={ABOUT_FIELDS}
            schema={ABOUT_SCHEMA}
            initial={valuesOf(ABOUT_FIELDS, about.data as ConsoleAbout | undefined)}
            label={t('content.about.title')}
            submitLabel={t('save')}
            send={async (body) => {
              const saved = await putConsoleAbout(browserApi(), body);
              queryClient.setQueryData(contentKeys.about(), saved);
              toast(t('content.about.saved'));
            }}
          />
        </div>
      )}
    </section>
  );
}
