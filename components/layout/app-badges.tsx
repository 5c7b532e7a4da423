import { useTranslations } from 'next-intl';

/** App Store and Google Play badges, drawn here (no downloaded artwork), each a link named by its visible words (WCAG 2.5.3). */
export function AppBadges() {
  const t = useTranslations('footer');
  const badge =
    'inline-flex min-h-12 items-center gap-2.5 rounded-xl border border-white/25 bg-black px-3.5 py-1.5 text-white transition-colors hover:border-white/60';
  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <a href="https://apps.apple.com/uz/app/savat" target="_blank" rel="noopener noreferrer" className={badge}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
            <path d="M16.37 12.6c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.89 1.15 9.14.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.77.74 2.98.72 1.23-.02 2.01-1.12 2.76-2.23.87-1.28 1.23-2.52 1.25-2.58-.03-.01-2.38-.92-2.4-3.66ZM14.1 5.83c.63-.77 1.06-1.83.94-2.9-.91.04-2.01.61-2.66 1.37-.58.67-1.1 1.76-.96 2.8 1.01.08 2.05-.52 2.68-1.27Z" />
          </svg>
          <span className="flex flex-col leading-tight">
            <span className="text-[10px]">{t('appStoreSmall')} </span>
            <span className="text-base font-semibold">App Store</span>
          </span>
        </a>
      </li>
      <li>
        <a href="https://play.google.com/store/apps/details?id=uz.savat" target="_blank" rel="noopener noreferrer" className={badge}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
            <path d="M3.6 2.3 13.5 12l-9.9 9.7c-.36-.2-.6-.6-.6-1.06V3.36c0-.46.24-.86.6-1.06Z" fill="#00d7fe" />
            <path d="m16.8 8.7-3.3 3.3-9.9-9.7c.3-.17.7-.2 1.06 0L16.8 8.7Z" fill="#00f076" />
            <path d="m16.8 15.3-11.14 6.4c-.36.2-.75.17-1.06 0l9.9-9.7 2.3 3.3Z" fill="#ff3a44" />
            <path d="m20.4 10.6-3.6-1.9-3.3 3.3 3.3 3.3 3.6-1.9c.95-.55.95-2.25 0-2.8Z" fill="#ffd500" />
          </svg>
          <span className="flex flex-col leading-tight">
            <span className="text-[10px]">{t('googlePlaySmall')} </span>
            <span className="text-base font-semibold">Google Play</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
