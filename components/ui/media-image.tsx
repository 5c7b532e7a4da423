/* eslint-disable @next/next/no-img-element -- the catalog's images are small SVGs served by /media; next/image adds nothing for them */
import clsx from 'clsx';
import { emojiRaster, mediaUrl } from '@/lib/media/url';

interface MediaImageProps {
  src: string | null | undefined;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/**
 * An image from /media (emoji, monograms, QR): sized, lazy unless it is above the fold. Emoji are
 * shown from their WebP copies (see emojiRaster).
 */
export function MediaImage({ src, alt, width, height, className, priority = false }: MediaImageProps) {
  const url = mediaUrl(src);
  if (!url) return <span aria-hidden="true" className={clsx('inline-block rounded-tile bg-line/60', className)} style={{ width, height }} />;
  const raster = emojiRaster(src, width);
  return (
    <img
      src={raster?.src ?? url}
      srcSet={raster?.srcSet}
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
