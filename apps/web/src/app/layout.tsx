import type { ReactNode } from 'react';

// The real document lives in [locale]/layout.tsx; this root only exists so not-found.tsx has a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
