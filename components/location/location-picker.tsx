'use client';

import clsx from 'clsx';
import { MapPin } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/lazy';
import { useFilterLocation } from '@/lib/stores/filter-location';
import { useHydrated } from '@/lib/stores/hooks';
import { useDeliveryAddress } from './use-delivery-address';

const loadDialog = () => import('./location-dialog').then((m) => m.LocationDialog);
const LocationDialog = clientOnly(loadDialog);

/** Fetches the dialog's code ahead of the click. */
const preload = () => void loadDialog();

/**
 * The shopper's delivery point: a button showing it, and a dialog (location-dialog.tsx, fetched on
 * the button's first hover, focus or click) to set it from the browser's geolocation, typed
 * coordinates with a label, a saved address or a recent point. The button names the address the
 * header shows (use-delivery-address.ts): the chosen point, else (`showSaved`) the main saved address.
 */
export function LocationPicker({
  className,
  compact = false,
  tone = 'light',
  showSaved = false,
}: {
  className?: string;
  compact?: boolean;
  tone?: 'light' | 'dark';
  /** Name the main saved address when no point is chosen (the header; a filter names only its point). */
  showSaved?: boolean;
}) {
  const t = useTranslations('location');
  const hydrated = useHydrated();
  const location = useFilterLocation((s) => s.location);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = hydrated ? location : null;
  const shown = useDeliveryAddress(showSaved);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        className={clsx(
          'inline-flex max-w-full items-center gap-2 rounded-control px-3 text-sm font-semibold',
          tone === 'light' ? 'min-h-11 text-brand-800 hover:bg-brand-50' : 'min-h-11 text-white hover:bg-white/10 md:min-h-9',
          className,
        )}
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className={clsx('truncate', compact && 'max-w-40')}>{shown ? t('current', { address: shown }) : t('button')}</span>
      </button>
      {wanted && <LocationDialog open={open} onClose={close} current={current} />}
    </>
  );
}
