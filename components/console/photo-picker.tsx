'use client';

import clsx from 'clsx';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { addPictures, moveItem, PICTURE_ACCEPT, PICTURE_MAX_BYTES, PRODUCT_PHOTOS_MAX } from '@/lib/domain/pictures';

export interface PickedPhoto {
  file: File;
  /** An object URL for the preview, revoked when the photo leaves the list. */
  url: string;
}

/**
 * A new product's photos, chosen before it is saved: up to PRODUCT_PHOTOS_MAX, the first
 * the cover, put in order with buttons (each move is said aloud, and the focus stays on the moved
 * photo's button). A file of the wrong type or over the server's size limit (lib/domain/pictures.ts)
 * is refused here, by name, before anything is sent; the server checks the bytes again.
 */
export function PhotoPicker({
  id,
  photos,
  onChange,
  error,
}: {
  id: string;
  photos: readonly PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** The server's refusal of a photo (it names the file). */
  error?: string;
}) {
  const t = useTranslations('catalogScale');
  const [refused, setRefused] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<string | null>(null);

  // The previews' object URLs live as long as their photo is chosen.
  const urls = useRef<string[]>([]);
  urls.current = photos.map((p) => p.url);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  useEffect(() => {
    if (focus) buttons.current.get(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const take = (list: FileList | null) => {
    if (!list) return;
    const out = addPictures(
      photos.map((p) => p.file),
      [...list],
      { max: PRODUCT_PHOTOS_MAX },
    );
    const added = out.files.slice(photos.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    onChange([...photos, ...added]);
    setRefused(
      out.refused.map((r) => t(`refused.${r.reason}`, { file: r.name, maximum: r.reason === 'size' ? PICTURE_MAX_BYTES / 1024 / 1024 : PRODUCT_PHOTOS_MAX })),
    );
  };

  const move = (from: number, to: number, button: 'up' | 'down') => {
    const next = moveItem(photos, from, to);
    onChange(next);
    const name = photos[from]!.file.name;
    setSaid(to === 0 ? t('movedCover', { file: name }) : t('moved', { file: name, position: to + 1 }));
    // The same button of the moved photo, or the other one when it reached an end.
    const atEnd = (button === 'up' && to === 0) || (button === 'down' && to === next.length - 1);
    setFocus(`${next[to]!.url}:${atEnd ? (button === 'up' ? 'down' : 'up') : button}`);
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index]!.url);
    onChange(photos.filter((_, i) => i !== index));
    setRefused([]);
    setSaid(t('removed', { file: photos[index]!.file.name }));
  };

  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };
  const iconButton = 'grid size-11 shrink-0 place-items-center rounded-control border border-line bg-surface hover:bg-brand-50 disabled:opacity-40';

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t('photos', { maximum: PRODUCT_PHOTOS_MAX })}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={PICTURE_ACCEPT}
        disabled={photos.length >= PRODUCT_PHOTOS_MAX}
        aria-describedby={`${id}-help${error || refused.length ? ` ${id}-error` : ''}`}
        aria-invalid={error || refused.length ? true : undefined}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
        className="block min-h-11 w-full text-sm"
      />
      <p id={`${id}-help`} className="text-xs text-muted">
        {t('photosHelp', { maximum: PICTURE_MAX_BYTES / 1024 / 1024, count: PRODUCT_PHOTOS_MAX })}
      </p>
      <div id={`${id}-error`} role="alert" className="empty:hidden">
        {[...refused, ...(error ? [error] : [])].map((message) => (
          <p key={message} className="text-sm text-red-700">
            {message}
          </p>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {photos.length > 0 && (
        <ol aria-label={t('photoList')} className="space-y-2">
          {photos.map((photo, i) => (
            <li
              key={photo.url}
              data-testid="picked-photo"
              className={clsx('flex items-center gap-2 rounded-control border p-2', i === 0 ? 'border-brand-700' : 'border-line')}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (an object URL), not a served picture */}
              <img src={photo.url} alt="" width={48} height={48} className="size-12 shrink-0 rounded-tile object-cover" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{photo.file.name}</span>
                <span className="text-xs text-muted">{i === 0 ? t('cover') : t('position', { position: i + 1 })}</span>
              </span>
              <button
                ref={ref(`${photo.url}:up`)}
                type="button"
                disabled={i === 0}
                onClick={() => move(i, i - 1, 'up')}
                aria-label={t('moveUp', { file: photo.file.name })}
                className={iconButton}
              >
                <ArrowUp aria-hidden="true" className="size-5" />
              </button>
              <button
                ref={ref(`${photo.url}:down`)}
                type="button"
                disabled={i === photos.length - 1}
                onClick={() => move(i, i + 1, 'down')}
                aria-label={t('moveDown', { file: photo.file.name })}
                className={iconButton}
              >
                <ArrowDown aria-hidden="true" className="size-5" />
              </button>
              <button type="button" onClick={() => remove(i)} aria-label={t('removePhoto', { file: photo.file.name })} className={iconButton}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
