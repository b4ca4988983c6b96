'use client';

import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/api/client';
import type { User } from '@tbilisi/contracts';

interface SessionValue {
  user: User | null;
  setUser: (user: User | null) => void;
  /** After sending a guest to sign in in another tab: look for the new session when they come back to this one. */
  refreshWhenBack: () => void;
}

const SessionContext = createContext<SessionValue>({
  user: null,
  setUser: () => {},
  refreshWhenBack: () => {},
});

/** The signed-in user, known on the server from the session cookie, so pages render logged in without a flash. */
export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: User | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  const router = useRouter();
  const waiting = useRef(false);
  const refreshWhenBack = () => {
    if (waiting.current) return;
    waiting.current = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', check);
      waiting.current = false;
      browserApi
        .me()
        .then((signedIn) => {
          setUser(signedIn);
          router.refresh();
        })
        // Still signed out: nothing changes.
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', check);
  };
  return (
    <SessionContext.Provider value={{ user, setUser, refreshWhenBack }}>{children}</SessionContext.Provider>
  );
}

export function useSession() {
  return useContext(SessionContext);
}
