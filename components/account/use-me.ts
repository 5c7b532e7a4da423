'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQuery } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { useSession } from '@/lib/stores/session';

/** The shopper's profile, live from the server; the stored `user` follows what it says. */
export function useMe() {
  const setUser = useSession((s) => s.setUser);
  const query = useQuery(meQuery(browserApi()));
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}
