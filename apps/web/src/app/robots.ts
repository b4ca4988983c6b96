import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/dashboard',
        '/post-ad',
        '/edit-property/',
        '/auth',
        '/*/dashboard',
        '/*/post-ad',
        '/*/auth',
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
