/** The stored file name behind a /media URL (absolute or relative), or undefined for anything else. */
export function mediaNameOf(url: string): string | undefined {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  return pathname.match(/^\/media\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/)?.[1];
}
