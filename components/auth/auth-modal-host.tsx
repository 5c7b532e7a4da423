'use client';

import { LoaderCircle } from '@/components/ui/icons';
import { useState } from 'react';
import { clientOnly } from '@/components/ui/lazy';
import { useAuthModal } from '@/lib/stores/auth-modal';

const loadAuthModal = () => import('./auth-modal').then((m) => m.AuthModal);

/**
 * The modal's code (forms, phone metadata, password rules) is fetched the first time the
 * login-modal-open flag turns true, so no page carries it in its first load.
 */
const AuthModal = clientOnly(loadAuthModal, <ModalLoading />);

/** The first opening on a slow line: the click is answered at once, the form follows. */
function ModalLoading() {
  return (
    <div aria-hidden="true" className="fixed inset-0 z-50 grid place-items-center bg-ink/50">
      <LoaderCircle className="size-10 animate-spin text-white" />
    </div>
  );
}

/** Fetches the modal's code ahead of the click (the login button's hover or focus). */
export function preloadAuthModal() {
  void loadAuthModal();
}

/** Mounted once in the locale layout; the modal itself appears from the first opening on. */
export function AuthModalHost() {
  const open = useAuthModal((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <AuthModal /> : null;
}
