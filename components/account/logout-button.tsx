'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logOut } from '@/components/auth/session-actions';
import { useRouter } from '@/lib/i18n/navigation';

/** Logs out (the device forgets the session whatever the server says) and goes home. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('account');
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        await logOut(queryClient);
        router.replace('/');
      }}
      className={clsx('flex min-h-12 w-full items-center gap-3 rounded-control px-3 text-left font-medium text-sale-700 hover:bg-sale-50', className)}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <LogOut aria-hidden="true" className="size-5" />}
      {t('logout')}
    </button>
  );
}
