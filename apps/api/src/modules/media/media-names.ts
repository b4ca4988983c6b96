/**
 * The stored photo behind a /media URL (absolute or relative) — `<name>` of `/media/<name>/<width>.<ext>` —
 * or undefined for anything else.
 */
export function mediaNameOf(url: string): string | undefined {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  return pathname.match(/^\/media\/([a-f0-9]{32})\/\d+\.(?:webp|jpg|avif)$/)?.[1];
}
