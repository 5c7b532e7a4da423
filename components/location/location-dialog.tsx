'use client';

import clsx from 'clsx';
import { Crosshair, MapPin, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { toGeoPoint } from '@/lib/domain/addresses';
import { coordinateText } from '@/lib/domain/geo';
import { useAddresses } from '@/lib/stores/addresses';
import { useFilterLocation, type FilterLocationEntry } from '@/lib/stores/filter-location';
import { WithMessages } from '@/lib/i18n/with-messages';
import { searchPlaces } from './geocoder';
import { LOCATION_WORDS } from './location-messages';
import { MapPicker, type MapStatus } from './map-picker';

/**
 * The delivery point dialog of LocationPicker (loaded on the picker's first hover, focus or click):
 * the browser's geolocation, a point on the map (or its typed coordinates) with a label, a saved
 * address or a recent point. When the map cannot load, the form asks for the street and house
 * instead of coordinates: the geocoder is asked for its point, and when it finds none
 * the street is kept as words (the header names it; nothing is filtered by distance).
 * `onClose` gives the focus back to the picker's button.
 */
/** How long the street's point is looked for before the street is kept as words. */
const STREET_LOOKUP_MS = 6000;

type DialogProps = { open: boolean; onClose: () => void; current: FilterLocationEntry | null };

export function LocationDialog(props: DialogProps) {
  return (
    <WithMessages words={LOCATION_WORDS}>
      <LocationDialogBody {...props} />
    </WithMessages>
  );
}

function LocationDialogBody({ open, onClose, current }: DialogProps) {
  const t = useTranslations('location');
  const tc = useTranslations('common');
  const recent = useFilterLocation((s) => s.list);
  const choose = useFilterLocation((s) => s.choose);
  const forget = useFilterLocation((s) => s.forget);
  const clear = useFilterLocation((s) => s.clear);
  const saved = useAddresses((s) => s.address_list);
  const addAddress = useAddresses((s) => s.add);
  const locale = useLocale();
  const chooseStreet = useFilterLocation((s) => s.chooseStreet);
  const [status, setStatus] = useState<'idle' | 'locating' | 'denied' | 'invalid' | 'finding'>('idle');
  const [mapStatus, setMapStatus] = useState<MapStatus>('loading');
  const noMap = mapStatus === 'unavailable';
  const [label, setLabel] = useState('');
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');

  const close = () => {
    setStatus('idle');
    setLabel('');
    setLat('');
    setLon('');
    onClose();
  };
  const pick = (entry: FilterLocationEntry) => {
    choose(entry);
    close();
  };

  const useMine = () => {
    if (!('geolocation' in navigator)) return setStatus('denied');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = toGeoPoint(position.coords.latitude, position.coords.longitude);
        if (point) pick({ address: t('myLocation'), ...point });
        else setStatus('denied');
      },
      () => setStatus('denied'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The picker may sit inside the filter form: its submit is not the filter's.
    event.stopPropagation();
    const data = new FormData(event.currentTarget);
    if (noMap) return void findStreet(String(data.get('address') ?? '').trim(), data.get('save') === 'on');
    const point = toGeoPoint(data.get('latitude'), data.get('longitude'));
    if (!point) return setStatus('invalid');
    const address = String(data.get('address') ?? '').trim() || `${point.latitude}, ${point.longitude}`;
    if (data.get('save') === 'on') addAddress({ address, location: point });
    pick({ address, ...point });
  };

  /** The street without a map: its point when the geocoder finds one, else the words alone. */
  const findStreet = async (address: string, save: boolean) => {
    if (!address) return setStatus('invalid');
    setStatus('finding');
    const places = await searchPlaces(address, locale, AbortSignal.timeout(STREET_LOOKUP_MS));
    const place = places?.[0];
    if (place) {
      if (save) addAddress({ address, location: { latitude: place.latitude, longitude: place.longitude } });
      return pick({ address, latitude: place.latitude, longitude: place.longitude });
    }
    if (save) addAddress({ address, location: null });
    chooseStreet(address);
    close();
  };

  const field = 'mt-1 block min-h-11 w-full rounded-control border border-line bg-surface px-3 text-base focus:border-brand-600';
  const savedWithPoint = saved.filter((a) => a.location);

  return (
    <>
      <Dialog open={open} onClose={close} title={t('title')} closeLabel={tc('close')}>
        <div className="space-y-5">
          <div>
            <button type="button" onClick={useMine} disabled={status === 'locating'} className={buttonClass('secondary', 'w-full')}>
              <Crosshair aria-hidden="true" className="size-4" />
              {status === 'locating' ? t('locating') : t('useMine')}
            </button>
            {status === 'denied' && (
              <p role="alert" className="mt-2 text-sm text-sale-700">
                {noMap ? t('deniedStreet') : t('denied')}
              </p>
            )}
          </div>

          {savedWithPoint.length > 0 && (
            <PointList title={t('saved')} entries={savedWithPoint.map((a) => ({ address: a.address, ...a.location! }))} current={current} onPick={pick} />
          )}
          {recent.length > 0 && (
            <PointList
              title={t('recent')}
              entries={recent}
              current={current}
              onPick={pick}
              onRemove={forget}
              removeLabel={(a) => t('remove', { address: a })}
            />
          )}

          <form onSubmit={submit} noValidate className="space-y-3">
            <h3 className="text-sm font-bold">{noMap ? t('manualStreet') : t('manual')}</h3>
            <MapPicker
              point={toGeoPoint(lat, lon)}
              onPoint={(p) => {
                setLat(coordinateText(p.latitude));
                setLon(coordinateText(p.longitude));
                setStatus('idle');
              }}
              address={label}
              onAddress={(text) => setLabel(text.slice(0, 120))}
              locateButton={false}
              onStatus={setMapStatus}
              fallback="street"
            />
            <label className="block text-sm font-medium">
              {noMap ? t('street') : t('address')}
              <input
                name="address"
                value={label}
                onChange={(e) => {
                  setLabel(e.target.value);
                  if (noMap) setStatus('idle');
                }}
                autoComplete="street-address"
                maxLength={120}
                required={noMap}
                placeholder={noMap ? t('streetPlaceholder') : undefined}
                aria-invalid={(noMap && status === 'invalid') || undefined}
                className={field}
              />
            </label>
            {!noMap && (
              <div className="grid grid-cols-2 gap-3">
                <label className="block text-sm font-medium">
                  {t('latitude')}
                  <input
                    name="latitude"
                    value={lat}
                    onChange={(e) => setLat(e.target.value)}
                    inputMode="decimal"
                    required
                    placeholder="41.311081"
                    className={field}
                    aria-invalid={status === 'invalid' || undefined}
                  />
                </label>
                <label className="block text-sm font-medium">
                  {t('longitude')}
                  <input
                    name="longitude"
                    value={lon}
                    onChange={(e) => setLon(e.target.value)}
                    inputMode="decimal"
                    required
                    placeholder="69.240562"
                    className={field}
                    aria-invalid={status === 'invalid' || undefined}
                  />
                </label>
              </div>
            )}
            {status === 'invalid' && (
              <p role="alert" className="text-sm text-sale-700">
                {noMap ? t('streetMissing') : t('invalid')}
              </p>
            )}
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="save" className="size-5 accent-brand-700" />
              {t('saveAddress')}
            </label>
            <button type="submit" disabled={status === 'finding'} aria-busy={status === 'finding'} className={buttonClass('primary', 'w-full')}>
              {status === 'finding' ? t('finding') : t('save')}
            </button>
          </form>

          {current && (
            <button
              type="button"
              onClick={() => {
                clear();
                close();
              }}
              className={buttonClass('ghost', 'w-full')}
            >
              {t('clear')}
            </button>
          )}
        </div>
      </Dialog>
    </>
  );
}

function PointList({
  title,
  entries,
  current,
  onPick,
  onRemove,
  removeLabel,
}: {
  title: string;
  entries: FilterLocationEntry[];
  current: FilterLocationEntry | null;
  onPick: (entry: FilterLocationEntry) => void;
  onRemove?: (entry: FilterLocationEntry) => void;
  removeLabel?: (address: string) => string;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-bold">{title}</h3>
      <ul className="space-y-1">
        {entries.map((entry) => {
          const active = current?.latitude === entry.latitude && current.longitude === entry.longitude && current.address === entry.address;
          return (
            <li key={`${entry.address}|${entry.latitude}|${entry.longitude}`} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onPick(entry)}
                aria-pressed={active}
                className={clsx(
                  'flex min-h-11 flex-1 items-center gap-2 rounded-control px-3 text-left text-sm',
                  active ? 'bg-brand-50 font-semibold text-brand-800' : 'hover:bg-canvas',
                )}
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{entry.address}</span>
              </button>
              {onRemove && removeLabel && (
                <button
                  type="button"
                  onClick={() => onRemove(entry)}
                  aria-label={removeLabel(entry.address)}
                  className="grid size-11 place-items-center rounded-control text-muted hover:bg-canvas"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
