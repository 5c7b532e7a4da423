'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { useMultiStoreNotice } from '@/lib/stores/multi-store-notice';

/** Tells the shopper once that the order will come from several stores. */
export function MultiStoreNotice() {
  const t = useTranslations('cart');
  const tc = useTranslations('common');
  const id = useId();
  const open = useMultiStoreNotice((s) => s.open);
  const close = useMultiStoreNotice((s) => s.close);
  const [dontAsk, setDontAsk] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={() => close(dontAsk)}
      title={t('multiStoreTitle')}
      closeLabel={tc('close')}
      footer={
        <button type="button" onClick={() => close(dontAsk)} className={buttonClass('primary', 'w-full')}>
          {t('multiStoreOk')}
        </button>
      }
    >
      <p className="text-muted">{t('multiStoreText')}</p>
      <label htmlFor={`${id}-dont`} className="mt-4 flex min-h-11 cursor-pointer items-center gap-3">
        <input id={`${id}-dont`} type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} className="size-5 accent-brand-700" />
        {t('multiStoreDontAsk')}
      </label>
    </Dialog>
  );
}
