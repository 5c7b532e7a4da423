'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Opens and closes a <dialog> with `open` (showModal, so the page behind is inert and Escape
 * works) and locks the page's scrolling while it is open. `ready` is false until the element
 * exists (a portalled dialog renders after hydration); `onRelease` runs when it closes, e.g. to
 * give the opener its focus back. A layout effect, so the dialog is open before any effect of
 * its content moves the focus into it.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  { ready = true, onRelease }: { ready?: boolean; onRelease?: () => void } = {},
) {
  const release = useRef(onRelease);
  release.current = onRelease;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const before = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = before;
      release.current?.();
    };
  }, [ref, open, ready]);
}
