'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Bell, BellOff, Radio, Volume2, VolumeX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { browserApi } from '@/lib/api/browser';
import { consoleNewCountQuery, consoleOrderKeys } from '@/lib/api/console';
import { runOrderStream } from '@/lib/api/order-stream';
import { useRouter } from '@/lib/i18n/navigation';
import { useHydrated } from '@/lib/stores/hooks';
import { useConsoleSound } from '@/lib/stores/console-sound';
import { playChime, unlockChimeOnGesture } from './chime';

/** How long after the board's first answers its stream opens. */
const STREAM_DELAY_MS = 1_000;

/**
 * The alerts of the orders board (ADR 0028): the live channel (an event makes the board's and the
 * order page's queries ask again), the polling that stands in while it is down and keeps going in
 * a background tab, the title counter of new orders, the chime (on unless muted on this device,
 * playing from the first click on the page) and a browser notification while the tab is hidden.
 */
export function useDeskAlerts(): { live: boolean; count: number; arrived: number } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const newCount = useQuery(consoleNewCountQuery(browserApi(), { live }));
  // The stream opens once the board has its first answers, and a moment later: the page's own
  // requests go first (on HTTP/1.1 the stream holds one of the browser's few connections to the
  // site for as long as the board is open), and the page can be seen as loaded and quiet.
  const loaded = newCount.isFetched;
  useEffect(() => {
    if (!loaded) return;
    const stop = new AbortController();
    const start = setTimeout(
      () =>
        void runOrderStream(
          {
            onEvent: () => void queryClient.invalidateQueries({ queryKey: consoleOrderKeys.all }),
            onLive: setLive,
          },
          stop.signal,
        ),
      STREAM_DELAY_MS,
    );
    return () => {
      clearTimeout(start);
      stop.abort();
    };
  }, [loaded, queryClient]);
  // Whatever happened while the stream was down is asked for as soon as it is up.
  useEffect(() => {
    if (live) void queryClient.invalidateQueries({ queryKey: consoleOrderKeys.all });
  }, [live, queryClient]);

  const count = newCount.data?.count ?? 0;
  const sound = useConsoleSound((s) => s.on);
  const t = useTranslations('deskAlerts');
  const router = useRouter();

  // Orders that became new since the board opened: chimed and notified (those of before are only counted).
  const known = useRef<Set<number> | null>(null);
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    const ids = newCount.data?.order_ids;
    if (!ids) return;
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !known.current!.has(id));
    for (const id of ids) known.current.add(id);
    if (!fresh.length) return;
    setArrived((n) => n + fresh.length);
    if (sound) playChime();
    if (document.visibilityState === 'hidden' && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const id = fresh[0]!;
      try {
        const notification = new Notification(t('notificationTitle', { id }), {
          body: t('notificationBody', { count: newCount.data!.count }),
          tag: `savat-order-${id}`,
        });
        notification.onclick = () => {
          window.focus();
          router.push(`/console/orders/${id}`);
          notification.close();
        };
      } catch {
        // Some browsers (Android's Chrome) allow notifications from a service worker only: the title and the chime remain.
      }
    }
  }, [newCount.data, sound, t, router]);

  // "(3) Buyurtmalar — Savat": seen from another tab or window. Kept when the router sets the page's
  // own title again (a navigation back to the board).
  useEffect(() => {
    const strip = (title: string) => title.replace(/^\(\d+\) /, '');
    const apply = () => {
      const wanted = count > 0 ? `(${count}) ${strip(document.title)}` : strip(document.title);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = strip(document.title);
    };
  }, [count]);

  return { live, count, arrived };
}

/** The notification permission changes (asked, or changed in the browser's settings). */
function subscribePermission(onChange: () => void) {
  let status: PermissionStatus | undefined;
  let gone = false;
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((s) => {
      if (gone) return;
      status = s;
      s.addEventListener('change', onChange);
    })
    .catch(() => {});
  return () => {
    gone = true;
    status?.removeEventListener('change', onChange);
  };
}
const permissionNow = () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** The board's alert switches: sound (remembered on this device), notifications (asked for on a click only), and whether it is live. */
export function DeskAlertControls({ live, count }: { live: boolean; count: number }) {
  const t = useTranslations('deskAlerts');
  const tc = useTranslations('console');
  const hydrated = useHydrated();
  const { on, setOn } = useConsoleSound();
  const [unlocked, setUnlocked] = useState(false);
  useEffect(() => unlockChimeOnGesture(() => setUnlocked(true)), []);
  const [, asked] = useReducer((n: number) => n + 1, 0);
  const permission = useSyncExternalStore(subscribePermission, permissionNow, () => 'unsupported' as const);

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <button type="button" aria-pressed={hydrated ? on : undefined} onClick={() => setOn(!on)} className={buttonClass('secondary')}>
        {on || !hydrated ? <Volume2 aria-hidden="true" className="size-5" /> : <VolumeX aria-hidden="true" className="size-5" />}
        {tc('newOrderSound')}
      </button>
      {hydrated && on && !unlocked && <span className="text-sm text-muted">{t('soundAfterClick')}</span>}
      {permission === 'default' && (
        <button
          type="button"
          onClick={async () => {
            await Notification.requestPermission();
            asked();
          }}
          className={buttonClass('secondary')}
        >
          <Bell aria-hidden="true" className="size-5" />
          {t('notifyEnable')}
        </button>
      )}
      {permission === 'granted' && (
        <span className="inline-flex items-center gap-1 text-sm text-muted">
          <Bell aria-hidden="true" className="size-4" />
          {t('notifyOn')}
        </span>
      )}
      {permission === 'denied' && (
        <span className="inline-flex items-center gap-1 text-sm text-muted">
          <BellOff aria-hidden="true" className="size-4" />
          {t('notifyBlocked')}
        </span>
      )}
      <span data-testid="desk-live" data-live={live} className={clsx('ml-auto inline-flex items-center gap-1 text-sm', live ? 'text-brand-700' : 'text-muted')}>
        <Radio aria-hidden="true" className="size-4" />
        {live ? t('live') : t('polling')}
      </span>
      <p role="status" className="sr-only">
        {count > 0 ? tc('newOrders', { count }) : ''}
      </p>
    </div>
  );
}
