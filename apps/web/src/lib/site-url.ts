/** The public origin for canonical URLs and Open Graph; PUBLIC_WEB_URL as the api reads it. */
export function siteUrl(): string {
  return (process.env.PUBLIC_WEB_URL ?? `http://localhost:${process.env.WEB_PORT ?? 3000}`).replace(
    /\/$/,
    '',
  );
}
