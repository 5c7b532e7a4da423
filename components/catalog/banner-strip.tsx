import { ArrowRight } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { Banner } from '@/lib/contract/content';
import { Link } from '@/lib/i18n/navigation';
import { MediaImage } from '@/components/ui/media-image';
import { isUploadedPicture } from '@/lib/media/url';
import { BannerCarousel } from './banner-carousel';

/**
 * What a slide is drawn at: 88 % of a phone's width, 70 % of the column from `sm`, half the 80rem
 * column (less the gap) from `lg`; at most about 684 CSS pixels (lib/domain/pictures.ts keeps a
 * banner's picture at 1440 pixels for it).
 */
const SLIDE_SIZES = '(min-width: 1024px) 608px, (min-width: 640px) 70vw, 88vw';
const SLIDE_WIDTHS = [320, 480, 640, 960, 1280, 1440] as const;

/**
 * Web banners as a carousel: swipe (CSS scroll snap), previous/next buttons and arrow keys. An
 * uploaded picture (a photo made for the banner, 1200×400 say) fills its slide, served at the width
 * the slide is drawn (a source set of the one stored file), the words on the banner's colour fading
 * into it; a drawn one (the demo's emoji) sits in the corner.
 */
export function BannerStrip({ banners, label }: { banners: Banner[]; label: string }) {
  const t = useTranslations('carousel');
  if (!banners.length) return null;
  return (
    <BannerCarousel label={label} roledescription={t('roledescription')} previousLabel={t('previous')} nextLabel={t('next')}>
      {banners.map((banner, index) => {
        const content = (
          <>
            {isUploadedPicture(banner.image) && (
              <>
                <MediaImage
                  src={banner.image}
                  alt=""
                  width={640}
                  height={213}
                  priority={index === 0}
                  responsive={{ widths: SLIDE_WIDTHS, sizes: SLIDE_SIZES }}
                  className="absolute inset-0 size-full object-cover object-right"
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-0"
                  style={{ background: `linear-gradient(90deg, ${banner.color} 0%, ${banner.color} 30%, transparent 70%)` }}
                />
              </>
            )}
            <div className="relative z-10 flex max-w-[62%] flex-col gap-2">
              <h2 className="text-lg font-bold leading-tight text-ink sm:text-2xl">{banner.title}</h2>
              <p className="text-sm text-ink/75 sm:text-base">{banner.subtitle}</p>
              <span
                aria-hidden="true"
                className="mt-2 inline-grid size-10 place-items-center rounded-full bg-ink text-white transition-transform group-hover:translate-x-1"
              >
                <ArrowRight className="size-5" />
              </span>
            </div>
            {!isUploadedPicture(banner.image) && (
              <MediaImage
                src={banner.image}
                alt=""
                width={160}
                height={160}
                priority={index === 0}
                className="absolute -right-2 bottom-0 size-32 rotate-[-8deg] sm:right-4 sm:top-1/2 sm:size-44 sm:-translate-y-1/2"
              />
            )}
          </>
        );
        const className = 'group relative flex h-full min-h-44 overflow-hidden rounded-card p-5 sm:min-h-56 sm:p-8';
        const style = { backgroundColor: banner.color };
        return (
          <li
            key={banner.id}
            aria-roledescription={t('slide')}
            aria-label={t('slideLabel', { index: index + 1, total: banners.length })}
            className="w-[88%] shrink-0 snap-start sm:w-[70%] lg:w-[calc(50%-0.5rem)]"
          >
            {banner.link.startsWith('/') ? (
              <Link href={banner.link} className={className} style={style}>
                {content}
              </Link>
            ) : (
              <a href={banner.link} className={className} style={style} rel="noopener">
                {content}
              </a>
            )}
          </li>
        );
      })}
    </BannerCarousel>
  );
}
