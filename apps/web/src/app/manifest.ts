import type { MetadataRoute } from 'next';

/**
 * The web app manifest (/manifest.webmanifest): what a phone needs to install Sakhli to its home screen (decision
 * 020). One manifest for the three languages: it starts at `/`, and a visitor's chosen language is a cookie.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Sakhli — საცხოვრებელი თბილისში',
    short_name: 'Sakhli',
    description: 'Homes for sale and rent in Tbilisi',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0d6b63',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
