'use client';

/* eslint-disable @next/next/no-img-element -- previews are the shopper's own files (blob: URLs) and the review's photos from /media: next/image adds nothing for them */
import clsx from 'clsx';
import { ImagePlus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { WithMessages } from '@/lib/i18n/with-messages';
import { REVIEW_WORDS } from './review-messages';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorTextClass, inputClass } from '@/components/auth/field-styles';
import { showServerErrors, useContractForm, useFieldError } from '@/components/forms/contract-form';
import { controlProps, Field } from '@/components/forms/field';
import { buttonClass } from '@/components/ui/button-styles';
import { Star } from '@/components/ui/icons';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/http';
import { getMyReview, postReview } from '@/lib/api/reviews';
import type { Comment } from '@/lib/contract/catalog';
import type { MyReview } from '@/lib/contract/reviews';
import {
  addPhotos,
  REVIEW_COMMENT_MAX,
  REVIEW_FORM_ANCHOR,
  REVIEW_IMAGE_ACCEPT,
  REVIEW_MAX_IMAGES,
  REVIEW_NAME_MAX,
  REVIEW_RATINGS,
} from '@/lib/domain/reviews';
import { mediaUrl } from '@/lib/media/url';
import { useToasts } from '@/lib/stores/toast';

/**
 * "Write a review" on the product page, for a logged-in shopper (loaded only for them): asks the
 * API whether they received the product; a verified buyer gets the button (or "edit your review")
 * and the form, anyone else a short line saying who may review. Opened at once when the page's
 * address ends in #write-review (the order page's link).
 */
type WriterProps = { productId: number; onSaved: (comment: Comment) => void };

/** The review form's words come with its code (loaded on demand), not in the product page's HTML. */
export function ReviewWriter(props: WriterProps) {
  return (
    <WithMessages words={REVIEW_WORDS}>
      <Writer {...props} />
    </WithMessages>
  );
}

function Writer({ productId, onSaved }: WriterProps) {
  const t = useTranslations('reviews');
  const [mine, setMine] = useState<MyReview | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const formId = useId();

  // The form replaces the button: closing it (sent or cancelled) gives the focus back to the button.
  useEffect(() => {
    if (!open && wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    let live = true;
    getMyReview(browserApi(), productId).then(
      (answer) => live && setMine(answer),
      // Without the answer the page simply offers no form (the reviews still show).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [productId]);

  // The order page's link: open the form and bring it into view once we know it may be written.
  const canReview = mine?.can_review ?? false;
  useEffect(() => {
    if (!canReview) return;
    const follow = () => {
      if (window.location.hash !== `#${REVIEW_FORM_ANCHOR}`) return;
      setOpen(true);
      requestAnimationFrame(() => box.current?.scrollIntoView({ block: 'start' }));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [canReview]);

  const saved = useCallback(
    (comment: Comment, name: string | null) => {
      setMine({ can_review: true, comment, name });
      setOpen(false);
      onSaved(comment);
    },
    [onSaved],
  );

  if (!mine) return null;
  if (!mine.can_review) return <p className="text-sm text-muted">{t('notBuyer')}</p>;
  return (
    <div ref={box} className="scroll-mt-28 rounded-card bg-surface p-4 shadow-card sm:p-5" data-testid="review-writer">
      {!open ? (
        <button ref={toggle} type="button" onClick={() => setOpen(true)} className={buttonClass(mine.comment ? 'secondary' : 'primary')}>
          <Star aria-hidden="true" className={clsx('size-5', mine.comment ? 'fill-star text-star' : 'fill-white text-white')} />
          {mine.comment ? t('edit') : t('write')}
        </button>
      ) : (
        <ReviewForm id={formId} productId={productId} initial={mine.comment} initialName={mine.name} onSaved={saved} onCancel={() => setOpen(false)} />
      )}
    </div>
  );
}

interface Chosen {
  file: File;
  url: string;
}

/**
 * The contract's schema of a review's fields, loaded with the form's first check
 * (components/forms/contract-form.ts). The product is the page's, not a field the shopper fills.
 */
const loadReviewInput = () => import('@/lib/contract/reviews').then((m) => m.ReviewInputSchema.omit({ product_id: true }));

/** A group's title, as the Field's label looks. */
const groupLabel = 'mb-1 block text-sm font-semibold';

/** Whether an answer's message may be shown as it is: the server's words, not a crash's. */
const spoken = (error: unknown) => error instanceof ApiError && error.status < 500 && error.code !== 'invalid_response';

function ReviewForm({
  id,
  productId,
  initial,
  initialName,
  onSaved,
  onCancel,
}: {
  id: string;
  productId: number;
  initial: Comment | null;
  initialName: string | null;
  onSaved: (comment: Comment, name: string | null) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('reviews');
  const toast = useToasts((s) => s.show);
  const picker = useRef<HTMLInputElement>(null);
  // Checked on submit first (the house's way): the stars have the focus when the form opens, and leaving them is no mistake yet.
  const form = useContractForm(loadReviewInput, {
    // The fields as the multipart body sends them (text); an anonymous review's name reads as empty here (the hint says what empty does).
    defaultValues: { rating: initial ? String(initial.rating) : '', comment: initial?.comment ?? '', name: initialName ?? '' },
  });
  // The form's own words for the shared review rules (lib/domain/reviews.ts) it has always said.
  const errorOf = useFieldError(form, (name, error) => {
    // No star chosen (the radios give null) or a wrong one: either way, the stars are asked for.
    if (name === 'rating') return t('ratingRequired');
    if (error.message === 'review_comment_empty') return t('textRequired');
    if (error.message === 'review_comment_long') return t('textTooLong', { max: REVIEW_COMMENT_MAX });
    if (error.message === 'review_name_long') return t('textTooLong', { max: REVIEW_NAME_MAX });
    return undefined;
  });
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  // The server's refusals of the photos (`images`, `images.N`): the photos are not a field of the form.
  const [photosRefused, setPhotosRefused] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const formRef = useRef<HTMLFormElement>(null);

  // Opened: the focus goes to the stars (the chosen one when editing), where the form starts.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[type=radio]:checked, input[type=radio]')?.focus({ preventScroll: true });
  }, []);

  // The previews' object URLs live as long as their photo is chosen.
  const urls = useRef<string[]>([]);
  urls.current = photos.map((p) => p.url);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const take = (list: FileList | null) => {
    if (!list) return;
    const out = addPhotos(
      photos.map((p) => p.file),
      [...list],
    );
    const added = out.files.slice(photos.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    setPhotos([...photos, ...added]);
    setRefused(out.refused.map((r) => t(`photo_${r.reason}`, { name: r.name, max: REVIEW_MAX_IMAGES })));
    setPhotosRefused([]);
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index]!.url);
    setPhotos(photos.filter((_, i) => i !== index));
    setRefused([]);
  };

  const submit = form.handleSubmit(
    async ({ rating, comment, name }) => {
      setError(null);
      setPhotosRefused([]);
      try {
        const saved = await postReview(browserApi(), { product_id: productId, rating, comment, name, images: photos.map((p) => p.file) });
        toast(initial ? t('saved') : t('sent'));
        onSaved(saved, name);
      } catch (e) {
        setPhotosRefused(e instanceof ApiError ? Object.entries(e.fields ?? {}).flatMap(([k, v]) => (k.startsWith('images') ? [v] : [])) : []);
        const left = showServerErrors(form, e, t('sendError'));
        setError(left && (spoken(e) ? left : t('sendError')));
      }
    },
    () => (setError(null), setPhotosRefused([])),
  );

  const ratingError = errorOf('rating');
  const commentError = errorOf('comment');
  const nameError = errorOf('name');
  const photoErrors = [...refused, ...photosRefused];
  const shown = Number(form.watch('rating')) || 0;
  const textLength = form.watch('comment').length;

  return (
    <form ref={formRef} id={id} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {initial ? t('editTitle') : t('formTitle')}
      </h3>

      {/* A radio group: Tab reaches it, the arrow keys move the stars; each star is a 44 px target. */}
      <fieldset data-invalid={ratingError ? true : undefined} aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className={groupLabel}>{t('yourRating')}</legend>
        <div className="flex flex-wrap items-center gap-x-3">
          <div className="flex">
            {REVIEW_RATINGS.map((stars) => (
              <label
                key={stars}
                className="relative grid size-11 cursor-pointer place-items-center rounded-control has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input type="radio" value={String(stars)} {...form.register('rating')} className="sr-only" />
                {/* The tap lands on the label (the star lets it through), which checks its radio. */}
                <Star
                  aria-hidden="true"
                  className={clsx('pointer-events-none size-8 transition-colors', stars <= shown ? 'fill-star text-star' : 'text-line')}
                />
                <span className="sr-only">{t('stars', { stars })}</span>
              </label>
            ))}
          </div>
          {shown > 0 && (
            <span aria-hidden="true" className="text-sm font-semibold text-muted">
              {t(`ratingWord.${shown as 1 | 2 | 3 | 4 | 5}`)}
            </span>
          )}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className={errorTextClass}>
            {ratingError}
          </p>
        )}
      </fieldset>

      <Field id={`${id}-comment`} label={t('text')} error={commentError}>
        <textarea
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t('textPlaceholder')}
          {...controlProps(`${id}-comment`, commentError)}
          // The counter is read with the field, before its error.
          aria-describedby={[`${id}-counter`, commentError && `${id}-comment-error`].filter(Boolean).join(' ')}
          className={inputClass(Boolean(commentError), 'py-2')}
          {...form.register('comment')}
        />
        <p id={`${id}-counter`} className="mt-1 text-right text-xs tabular-nums text-muted">
          {t('counter', { count: textLength, max: REVIEW_COMMENT_MAX })}
        </p>
      </Field>

      <Field id={`${id}-name`} label={t('name')} error={nameError} help={t('nameHint')}>
        <input
          autoComplete="given-name"
          maxLength={REVIEW_NAME_MAX}
          {...controlProps(`${id}-name`, nameError, true)}
          className={inputClass(Boolean(nameError))}
          {...form.register('name')}
        />
      </Field>

      <div data-invalid={photoErrors.length ? true : undefined}>
        <p id={`${id}-photos-label`} className={groupLabel}>
          {t('photos')}
        </p>
        <p id={`${id}-photos-hint`} className="mb-2 text-xs text-muted">
          {t('photosHint', { max: REVIEW_MAX_IMAGES })}
        </p>
        {photos.length === 0 && initial && initial.images.length > 0 && (
          <div className="mb-2">
            <ul className="flex flex-wrap gap-2">
              {initial.images.map((image, i) => (
                <li key={image.id}>
                  <img
                    src={mediaUrl(image.image) ?? ''}
                    alt={t('photoOf', { name: initial.name, index: i + 1 })}
                    width={64}
                    height={64}
                    className="size-16 rounded-tile object-cover"
                  />
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-muted">{t('currentPhotos')}</p>
          </div>
        )}
        {photos.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-2" data-testid="review-photo-previews">
            {photos.map((photo, i) => (
              <li key={photo.url} className="relative">
                <img src={photo.url} alt={t('chosenPhoto', { index: i + 1 })} width={80} height={80} className="size-20 rounded-tile object-cover" />
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t('removePhoto', { index: i + 1 })}
                  className="absolute -right-3 -top-3 grid size-11 place-items-center"
                >
                  <span className="grid size-7 place-items-center rounded-full bg-ink/80 text-white">
                    <X aria-hidden="true" className="size-4" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={picker}
          id={`${id}-photos`}
          type="file"
          multiple
          accept={REVIEW_IMAGE_ACCEPT}
          aria-labelledby={`${id}-photos-label`}
          aria-describedby={`${id}-photos-hint`}
          tabIndex={-1}
          className="sr-only"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
        <button type="button" onClick={() => picker.current?.click()} disabled={photos.length >= REVIEW_MAX_IMAGES} className={buttonClass('secondary')}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {t('pickPhotos')}
        </button>
        <div role="alert" className="empty:hidden">
          {photoErrors.map((message) => (
            <p key={message} className={errorTextClass}>
              {message}
            </p>
          ))}
        </div>
      </div>

      {error && (
        <p role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary', 'min-h-12')}>
          {busy ? t('sending') : initial ? t('save') : t('submit')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('ghost', 'min-h-12')}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
