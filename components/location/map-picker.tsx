'use client';

import { LoaderCircle, LocateFixed, MapPinOff, Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { inputClass, labelClass } from '@/components/auth/field-styles';
import { buttonClass } from '@/components/ui/button-styles';
import { toGeoPoint, type GeoPoint } from '@/lib/domain/addresses';
import { coordinateText, insideUzbekistan, TASHKENT_CENTRE, UZBEKISTAN_BOUNDS, type PlaceLabel } from '@/lib/domain/geo';
import { MAP_TILE_ORIGIN } from '@/lib/http/security-headers';
import { WithMessages } from '@/lib/i18n/with-messages';
import { reverseGeocode, searchPlaces } from './geocoder';
import { MAP_WORDS } from './location-messages';

const TILE_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;
/** With no tile drawn by then, the map is taken as unavailable (offline, blocked, far too slow). */
const MAP_TIMEOUT_MS = 8000;
/** Typing pauses this long before a search is sent (the geocoder also spaces requests 1.1 s apart). */
const SEARCH_DEBOUNCE_MS = 700;
const CITY_ZOOM = 12;
const STREET_ZOOM = 17;

export type MapStatus = 'loading' | 'ready' | 'unavailable';
type Note = { kind: 'error' | 'info'; text: string } | null;

/** A map pin as inline SVG (Leaflet's default icon images break under a bundler). */
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 26.9 16 41 16 41s15-14.1 15-25.2C31 7.6 24.3 1 16 1z" fill="#15803d" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

/**
 * A map to set a delivery point: OpenStreetMap tiles drawn by Leaflet (its code and styles are
 * fetched only when this component shows), a pin that follows a tap on the map or a drag, address
 * search and "what is here" by OpenStreetMap's geocoder, and "use my location". The point itself
 * lives in the form's typed latitude/longitude fields (`point` in, `onPoint` out), so when the map
 * cannot load (offline, tiles blocked, no tile within a few seconds) the component says so and the
 * typed fields are the whole form; "use my location" still fills them.
 *
 * Address words found for a point are put into the address field only when it is empty; otherwise
 * they are offered ("use this address"): a shopper's own words are never overwritten unasked.
 */
type MapPickerProps = {
  point: GeoPoint | null;
  onPoint: (point: GeoPoint) => void;
  address: string;
  onAddress: (text: string) => void;
  /** Off where the page has its own "use my location" (the location dialog). */
  locateButton?: boolean;
  /** Told when the map is drawn or given up, for a form that changes without it (the location dialog). */
  onStatus?: (status: MapStatus) => void;
  /** What the form offers without a map, for the words that say so: typed coordinates (default) or the street. */
  fallback?: 'coordinates' | 'street';
};

export function MapPicker(props: MapPickerProps) {
  return (
    <WithMessages words={MAP_WORDS}>
      <MapPickerBody {...props} />
    </WithMessages>
  );
}

function MapPickerBody({ point, onPoint, address, onAddress, locateButton = true, onStatus, fallback = 'coordinates' }: MapPickerProps) {
  const t = useTranslations('map');
  const locale = useLocale();
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const leafletRef = useRef<typeof import('leaflet') | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  useEffect(() => onStatus?.(status), [status, onStatus]);
  /** Bumped when the map is made, so that the pin is drawn for the point the form already has. */
  const [mapMade, setMapMade] = useState(0);
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [found, setFound] = useState<PlaceLabel | null>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<{ state: 'idle' | 'busy' | 'done' | 'failed'; places: PlaceLabel[] }>({ state: 'idle', places: [] });
  const geocodeAbort = useRef<AbortController | null>(null);

  // The latest props for the map's event handlers, which are bound once.
  const latest = useRef({ onPoint, onAddress, address, locale, t });
  latest.current = { onPoint, onAddress, address, locale, t };

  /** Address words for a point: into an empty address field, else offered. */
  const offerAddress = useCallback((place: PlaceLabel) => {
    const { address: current, onAddress: fill, t: tr } = latest.current;
    if (!current.trim()) {
      fill(place.label);
      setFound(null);
      setNote({ kind: 'info', text: tr('filled', { address: place.label }) });
    } else if (current.trim() !== place.label) {
      setFound(place);
    }
  }, []);

  /** A point the shopper chose on the map or by location: into the fields, then "what is here". */
  const choose = useCallback(
    (chosen: GeoPoint, { lookUp = true } = {}) => {
      const p = toGeoPoint(chosen.latitude, chosen.longitude);
      if (!p || !insideUzbekistan(p)) {
        setNote({ kind: 'error', text: latest.current.t('outside') });
        return false;
      }
      setNote(null);
      setFound(null);
      latest.current.onPoint(p);
      geocodeAbort.current?.abort();
      if (lookUp) {
        const abort = new AbortController();
        geocodeAbort.current = abort;
        void reverseGeocode(p, latest.current.locale, abort.signal).then((place) => {
          if (place && !abort.signal.aborted) offerAddress(place);
        });
      }
      return true;
    },
    [offerAddress],
  );

  // Leaflet and its styles, fetched when the map shows; the map gives up quietly when it cannot draw.
  useEffect(() => {
    if (!navigator.onLine) {
      setStatus('unavailable');
      return;
    }
    let cancelled = false;
    let resize: ResizeObserver | undefined;
    const giveUp = () => {
      resize?.disconnect();
      if (cancelled) return;
      clearTimeout(timer);
      mapRef.current?.remove();
      mapRef.current = null;
      markerRef.current = null;
      setStatus((s) => (s === 'ready' ? s : 'unavailable'));
    };
    const timer = setTimeout(giveUp, MAP_TIMEOUT_MS);
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([mod]) => {
        const el = containerRef.current;
        if (cancelled || !el) return;
        const L = ((mod as { default?: typeof import('leaflet') }).default ?? mod) as typeof import('leaflet');
        leafletRef.current = L;
        const b = UZBEKISTAN_BOUNDS;
        const map = L.map(el, {
          center: [TASHKENT_CENTRE.latitude, TASHKENT_CENTRE.longitude],
          zoom: CITY_ZOOM,
          minZoom: 6,
          maxBounds: L.latLngBounds([b.south, b.west], [b.north, b.east]).pad(0.05),
          zoomControl: false,
          attributionControl: false,
        });
        L.control.zoom({ zoomInTitle: latest.current.t('zoomIn'), zoomOutTitle: latest.current.t('zoomOut') }).addTo(map);
        L.control.attribution({ prefix: false }).addTo(map);
        const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' });
        let loaded = 0;
        let failed = 0;
        tiles.on('tileload', () => {
          loaded += 1;
          clearTimeout(timer);
          setStatus('ready');
        });
        tiles.on('tileerror', () => {
          failed += 1;
          // One lost tile on a working map is nothing; the first tiles all failing is no map.
          if (!loaded && failed >= 2) giveUp();
        });
        tiles.addTo(map);
        map.on('click', (e) => {
          if (choose({ latitude: e.latlng.lat, longitude: e.latlng.lng })) map.panTo(e.latlng);
        });
        mapRef.current = map;
        // A map made in a dialog that is still opening, or on a page that reflows, measures itself again.
        resize = new ResizeObserver(() => map.invalidateSize());
        resize.observe(el);
        setMapMade((n) => n + 1);
      })
      .catch(giveUp);
    return () => {
      cancelled = true;
      resize?.disconnect();
      clearTimeout(timer);
      geocodeAbort.current?.abort();
      mapRef.current?.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [choose]);

  // The pin follows the form's point (typed, located, tapped or found), once the map is drawn.
  const lat = point?.latitude;
  const lon = point?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    const L = leafletRef.current;
    if (!map || !L || status === 'unavailable') return;
    if (lat === undefined || lon === undefined || !insideUzbekistan({ latitude: lat, longitude: lon })) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) {
      markerRef.current.setLatLng([lat, lon]);
    } else {
      const icon = L.divIcon({ html: PIN_SVG, className: 'savat-map-pin', iconSize: [32, 42], iconAnchor: [16, 41] });
      // keyboard: false: the pin is for pointers; keys use the search, the location button and the fields.
      const marker = L.marker([lat, lon], { icon, draggable: true, keyboard: false, autoPan: true });
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        if (!choose({ latitude: at.lat, longitude: at.lng })) marker.setLatLng([lat, lon]);
      });
      marker.addTo(map);
      markerRef.current = marker;
    }
    if (!map.getBounds().contains([lat, lon])) map.setView([lat, lon], Math.max(map.getZoom(), STREET_ZOOM - 2));
  }, [lat, lon, status, mapMade, choose]);

  // Address search: debounced, the latest query only.
  useEffect(() => {
    const text = query.trim();
    if (text.length < 3) {
      setSearch({ state: 'idle', places: [] });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ state: 'busy', places: [] });
      void searchPlaces(text, locale, abort.signal).then((places) => {
        if (abort.signal.aborted) return;
        setSearch(places ? { state: 'done', places } : { state: 'failed', places: [] });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, locale]);

  const pickPlace = (place: PlaceLabel) => {
    if (!choose(place, { lookUp: false })) return;
    mapRef.current?.setView([place.latitude, place.longitude], STREET_ZOOM);
    setQuery('');
    offerAddress(place);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setNote({ kind: 'error', text: t('noGeo') });
    setLocating(true);
    setNote(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        if (!choose(here)) return;
        mapRef.current?.setView([here.latitude, here.longitude], STREET_ZOOM);
        setNote({ kind: 'info', text: t('located', { point: `${coordinateText(here.latitude)}, ${coordinateText(here.longitude)}` }) });
      },
      (error) => {
        setLocating(false);
        setNote({ kind: 'error', text: error.code === error.PERMISSION_DENIED ? t('denied') : t('geoFailed') });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const mapShown = status !== 'unavailable';
  return (
    <div className="space-y-3">
      {mapShown ? (
        <>
          <div className="relative">
            <div
              ref={containerRef}
              role="application"
              aria-label={t('label')}
              aria-describedby={`${id}-hint`}
              data-testid="address-map"
              data-status={status}
              className="relative z-0 h-64 w-full overflow-hidden rounded-card border border-line bg-canvas sm:h-80"
            />
            {status === 'loading' && (
              <p className="pointer-events-none absolute inset-0 z-[500] grid place-items-center text-sm text-muted">
                <span className="inline-flex items-center gap-2 rounded-control bg-surface/90 px-3 py-2">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {t('loading')}
                </span>
              </p>
            )}
          </div>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t('hint')}
          </p>
          <div>
            <label htmlFor={`${id}-search`} className={labelClass}>
              {t('searchLabel')}
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
              <input
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  // Enter searches as typing does; it must not submit the address form.
                  if (e.key === 'Enter') e.preventDefault();
                }}
                placeholder={t('searchPlaceholder')}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={200}
                className={`${inputClass(false)} pl-9`}
              />
            </div>
            <div aria-live="polite" className="text-sm">
              {search.state === 'busy' && <p className="mt-1 text-muted">{t('searching')}</p>}
              {search.state === 'failed' && <p className="mt-1 text-muted">{t('searchError')}</p>}
              {search.state === 'done' && search.places.length === 0 && <p className="mt-1 text-muted">{t('searchEmpty')}</p>}
            </div>
            {search.state === 'done' && search.places.length > 0 && (
              <ul aria-label={t('results')} className="mt-1 divide-y divide-line rounded-control border border-line bg-surface">
                {search.places.map((place) => (
                  <li key={`${place.latitude},${place.longitude},${place.label}`}>
                    <button
                      type="button"
                      onClick={() => pickPlace(place)}
                      className="flex min-h-11 w-full items-center px-3 py-2 text-left text-sm hover:bg-canvas"
                    >
                      {place.label}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : (
        <p role="status" data-testid="map-unavailable" className="flex items-start gap-2 rounded-control bg-canvas px-3 py-2 text-sm text-ink">
          <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {fallback === 'street' ? t('unavailableStreet') : t('unavailable')}
        </p>
      )}
      {locateButton && (
        <button type="button" onClick={locate} disabled={locating} aria-busy={locating} className={buttonClass('secondary', 'w-full sm:w-auto')}>
          {locating ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <LocateFixed aria-hidden="true" className="size-4" />}
          {locating ? t('locating') : t('useMine')}
        </button>
      )}
      <div aria-live="polite" className="text-sm">
        {note && <p className={note.kind === 'error' ? 'rounded-control bg-red-50 px-3 py-2 text-red-700' : 'text-brand-800'}>{note.text}</p>}
        {found && (
          <p className="flex flex-wrap items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-brand-900">
            <span className="min-w-0 break-words">{t('found', { address: found.label })}</span>
            <button
              type="button"
              onClick={() => {
                onAddress(found.label);
                setFound(null);
              }}
              className="min-h-11 rounded-control px-2 font-semibold text-brand-700 underline hover:bg-brand-100"
            >
              {t('useFound')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
