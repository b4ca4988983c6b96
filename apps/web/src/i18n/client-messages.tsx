import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The namespaces the layout's client components (the header, its menus and dialogs) use, on every page. */
export const LAYOUT_NAMESPACES = ['header', 'common'];
/** Added for a signed-in user: the header's notification bell. */
export const SIGNED_IN_LAYOUT_NAMESPACES = ['alerts'];

/**
 * Sends the browser only the message namespaces that the client components below use (issue 18, decision 024):
 * server components read every message on the server; the rest of the catalogue stays there. A nested provider
 * replaces its parent's messages for its subtree, so a page names every namespace its own client components use,
 * `common` included. `client-messages.test.ts` walks each page's imports and fails when one is missing.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked = Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  );
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}

/** A page whose client components get the namespaces named here: `export default withClientMessages([...], Page)`. */
export function withClientMessages<Props extends { params: Promise<{ locale: string }> }>(
  namespaces: string[],
  Page: (props: Props) => Promise<ReactNode>,
) {
  return async function PageWithItsMessages(props: Props) {
    // Before anything reads the messages: the locale of this request (next-intl's static rendering needs it).
    setRequestLocale((await props.params).locale);
    return (
      <ClientMessages namespaces={namespaces}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
