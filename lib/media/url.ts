/**
 * The API answers image paths relative to its host (`/media/emoji/red-apple.svg`). The storefront
 * serves /media itself, so a path is used as it is; NEXT_PUBLIC_MEDIA_URL can point elsewhere.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const base = process.env.NEXT_PUBLIC_MEDIA_URL ?? '';
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
