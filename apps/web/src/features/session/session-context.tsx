'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { User } from '@/lib/api/types';

interface SessionValue {
  user: User | null;
  setUser: (user: User | null) => void;
}

const SessionContext = createContext<SessionValue>({ user: null, setUser: () => {} });

/** The signed-in user, known on the server from the session cookie, so pages render logged in without a flash. */
export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: User | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  return <SessionContext.Provider value={{ user, setUser }}>{children}</SessionContext.Provider>;
}

export function useSession() {
  return useContext(SessionContext);
}
