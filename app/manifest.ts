import type { MetadataRoute } from 'next';
import uz from '@/messages/uz.json';

/**
 * The web app manifest (`/manifest.webmanifest`; Next links it from every page). One for both
 * languages: the app opens at `/`, which goes to the shopper's chosen language (middleware.ts).
 * Colours: the brand green of app/globals.css (the address bar, as the layout's themeColor) and
 * the page background (canvas). Icons: public/icons, made by scripts/make-icons.mjs. ADR 0014.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: uz.common.siteName,
    short_name: uz.common.siteName,
    description: uz.common.tagline,
    lang: 'uz',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#16a34a',
    background_color: '#f6f8f6',
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
