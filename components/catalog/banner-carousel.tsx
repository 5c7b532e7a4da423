'use client';

import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The controls of the banner carousel: the slides are server-rendered <li>s in a scroll-snap row
 * (swipe works without script); previous/next buttons and the arrow keys scroll by one slide.
 */
export function BannerCarousel({
  children,
  label,
  roledescription,
  previousLabel,
  nextLabel,
}: {
  children: ReactNode;
  label: string;
  roledescription: string;
  previousLabel: string;
  nextLabel: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  const step = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const slide = list.querySelector('li');
    const width = slide ? slide.getBoundingClientRect().width + parseFloat(getComputedStyle(list).columnGap || '0') : list.clientWidth;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    const atStart = list.scrollLeft <= 4;
    // Wrap around at either end.
    if (direction === 1 && atEnd) list.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) list.scrollTo({ left: list.scrollWidth, behavior: 'smooth' });
    else list.scrollBy({ left: direction * width, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  const button =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/95 text-ink shadow-raised hover:bg-surface sm:grid';
  return (
    <section aria-label={label} aria-roledescription={roledescription} onKeyDown={onKeyDown} className="relative pt-4 sm:pt-6">
      <ul
        ref={listRef}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 sm:mx-0 sm:scroll-px-0 sm:px-0 md:gap-4"
      >
        {children}
      </ul>
      <button type="button" onClick={() => step(-1)} aria-label={previousLabel} className={`${button} -left-3`}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" onClick={() => step(1)} aria-label={nextLabel} className={`${button} -right-3`}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
