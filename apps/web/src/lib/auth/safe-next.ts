/** Only same-site paths: `next=//evil.example` must not turn the login page into an open redirect. */
export function safeNext(next: string | string[] | undefined, fallback = '/dashboard'): string {
  const value = Array.isArray(next) ? next[0] : next;
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
}
