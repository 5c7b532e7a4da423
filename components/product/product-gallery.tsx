'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MediaImage } from '@/components/ui/media-image';
import type { Image } from '@/lib/contract/common';
import type { CardProduct } from '@/lib/contract/catalog';
import { FavouriteButton } from './favourite-button';

/**
 * The product's images: a large one and a row of thumbnails that choose it. The thumbnails are
 * buttons (Tab, Enter/Space) and the arrow keys, Home and End move between them.
 */
export function ProductGallery({
  images,
  name,
  tints,
  favourite,
  children,
}: {
  images: Image[];
  name: string;
  /** Background classes: the first for the large image, one per image for the thumbnails. */
  tints: string[];
  /**
   * The product whose favourite button sits on the large image. Rendered here rather than passed
   * in as a child: each client component a server page renders costs its HTML a module reference
   * (~450 bytes listing the page's chunks), and the gallery is one already (the HTML budget, ADR 0022).
   */
  favourite?: CardProduct;
  children?: ReactNode;
}) {
  const t = useTranslations();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const image = images[current] ?? images[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = images.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % images.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + images.length) % images.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <div className={clsx('relative grid aspect-square place-items-center overflow-hidden rounded-card', tints[0])}>
        <MediaImage
          key={image?.id}
          src={image?.image}
          alt={t('product.image', { name, index: current + 1 })}
          width={320}
          height={320}
          priority
          className="size-3/5"
        />
        {children}
        {favourite && <FavouriteButton product={favourite} className="absolute right-4 top-4" />}
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label={t('productPage.thumbnails')}>
          {images.map((item, index) => (
            <li key={item.id}>
              <button
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                type="button"
                onClick={() => setCurrent(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                aria-label={t('productPage.showImage', { index: index + 1 })}
                aria-pressed={index === current}
                tabIndex={index === current ? 0 : -1}
                className={clsx(
                  'grid aspect-square w-full place-items-center rounded-tile border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  tints[index % tints.length],
                  index === current ? 'border-brand-700' : 'border-transparent hover:border-line',
                )}
              >
                <MediaImage src={item.image} alt="" width={72} height={72} className="size-3/5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
