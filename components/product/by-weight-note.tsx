'use client';

import { useTranslations } from 'next-intl';

/** Goods sold by weight: how much one unit is, and that the final price follows the weight packed (ADR 0029). */
export function ByWeightNote({ step, className }: { step: number | null | undefined; className?: string }) {
  const t = useTranslations('orderChanges');
  if (!step) return null;
  return <p className={className}>{step >= 1000 && step % 100 === 0 ? t('byWeightKg', { kg: step / 1000 }) : t('byWeightG', { g: step })}</p>;
}
