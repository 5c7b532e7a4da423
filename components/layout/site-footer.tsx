'use client';

import { Mail, MapPin, Phone } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { About } from '@/lib/contract/content';
import { formatPhone, phoneHref } from '@/lib/domain/phone-format';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';
import { AppBadges } from './app-badges';
import { LogoMark } from './logo';
import { FacebookIcon, InstagramIcon, TelegramIcon } from './social-icons';

/**
 * The footer: contacts from base/about/ (null when the call failed: "something went wrong"),
 * information links, social links, the app QR code and store badges, and the copyright line.
 *
 * A client component although it has no state: its markup is the same on every page, and as a
 * server component it crossed into every page's React payload again (about 9 kB); as a client
 * component the payload carries `about` and the year only (ADR 0022). The year comes from the
 * server, so that the HTML and the hydration agree at midnight on New Year's Eve.
 */
export function SiteFooter({ about, year }: { about: About | null; year: number }) {
  const t = useTranslations();
  // Named in app/globals.css (.ft-*): every page carries the footer.
  const heading = 'ft-heading';
  const link = 'ft-link';
  const socials = about
    ? (
        [
          ['telegram', about.telegram, TelegramIcon],
          ['facebook', about.facebook, FacebookIcon],
          ['instagram', about.instagram, InstagramIcon],
        ] as const
      ).filter(([, url]) => Boolean(url))
    : [];

  return (
    <footer className="mt-12 bg-brand-950 pb-20 text-white md:pb-0">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 text-xl font-extrabold">
            <LogoMark className="size-8" />
            {t('common.siteName')}
          </p>
          <p className="max-w-xs text-sm leading-relaxed text-white/75">{t('footer.about')}</p>
          {socials.length > 0 && (
            <div className="mt-6">
              <h2 className={heading}>{t('footer.social')}</h2>
              <ul className="flex gap-2">
                {socials.map(([key, url, Icon]) => (
                  <li key={key}>
                    <a href={url!} target="_blank" rel="noopener noreferrer" aria-label={t(`footer.${key}`)} className="ft-social">
                      <Icon className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <div>
          <h2 className={heading}>{t('footer.contacts')}</h2>
          {about ? (
            <ul className="space-y-1 text-sm">
              <li>
                {about.phone ? (
                  <a href={phoneHref(about.phone)} className={link}>
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">{t('footer.phone')}: </span>
                    <span className="tabular-nums">{formatPhone(about.phone)}</span>
                  </a>
                ) : (
                  <span className="inline-flex min-h-11 items-center gap-2 text-white/75">
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {t('footer.noPhone')}
                  </span>
                )}
              </li>
              {about.email && (
                <li>
                  <a href={`mailto:${about.email}`} className={link}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">{t('footer.email')}: </span>
                    {about.email}
                  </a>
                </li>
              )}
              {about.address && (
                <li>
                  {about.address_url ? (
                    <a href={about.address_url} target="_blank" rel="noopener noreferrer" className={`${link} py-2`}>
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      <span className="sr-only">{t('footer.address')}: </span>
                      {about.address}
                    </a>
                  ) : (
                    <span className="inline-flex items-start gap-2 py-2 text-white/90">
                      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {about.address}
                    </span>
                  )}
                </li>
              )}
            </ul>
          ) : (
            <p role="status" className="text-sm text-white/80">
              {t('footer.error')}
            </p>
          )}
        </div>

        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className={heading}>
            {t('footer.information')}
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link href="/about" className={link}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link href="/about#faq" className={link}>
                {t('nav.faq')}
              </Link>
            </li>
            <li>
              <Link href="/stores" className={link}>
                {t('nav.stores')}
              </Link>
            </li>
            <li>
              <Link href="/offer" target="_blank" className={link}>
                {t('nav.offer')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{t('footer.app')}</h2>
          <div className="flex items-center gap-4">
            {about?.app_qr_image && (
              <div className="shrink-0 rounded-xl bg-white p-1.5">
                <MediaImage src={about.app_qr_image} alt={t('footer.qrAlt')} width={96} height={96} className="size-24" />
              </div>
            )}
            <p className="text-sm text-white/75">{t('footer.appText')}</p>
          </div>
          <div className="mt-4">
            <AppBadges />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-sm text-white/70">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
