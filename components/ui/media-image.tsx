/* eslint-disable @next/next/no-img-element -- the catalog's images are small SVGs and WebPs served by /media with their own source sets; next/image adds nothing for them */
import clsx from 'clsx';
import { emojiRaster, mediaUrl, pictureCopy, uploadedRaster, uploadedWidthSet } from '@/lib/media/url';

interface MediaImageProps {
  src: string | null | undefined;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  /**
   * A picture drawn at different widths by the layout (a banner): the widths of its source set and
   * the `sizes` that say which the page draws. Without them the picture is drawn `width` CSS pixels wide.
   */
  responsive?: { widths: readonly number[]; sizes: string };
}

/**
 * An image from /media (emoji, monograms, QR) or an uploaded picture: sized, lazy unless it is
 * above the fold. Emoji are shown from their WebP copies (see emojiRaster), uploaded pictures from
 * the copies of their one stored file at the sizes drawn (see uploadedRaster).
 */
export function MediaImage({ src, alt, width, height, className, priority = false, responsive }: MediaImageProps) {
  const url = mediaUrl(src);
  if (!url) return <span aria-hidden="true" className={clsx('inline-block rounded-tile bg-line/60', className)} style={{ width, height }} />;
  const widthSet = responsive ? uploadedWidthSet(src, responsive.widths) : null;
  const raster = widthSet ? { src: pictureCopy(src, width)!, srcSet: widthSet } : (emojiRaster(src, width) ?? uploadedRaster(src, width));
  return (
    <img
      src={raster?.src ?? url}
      srcSet={raster?.srcSet}
      sizes={widthSet ? responsive!.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
