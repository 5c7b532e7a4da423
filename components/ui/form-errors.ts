'use client';

/**
 * Forms tell where the problem is: a submit that finds errors moves to the first wrong
 * field, and a field's error goes as soon as that field changes.
 *
 * A field says it is wrong with `aria-invalid="true"` (what screen readers read); a group that is
 * wrong as a whole (an address to choose, a time window) marks its box with `data-invalid`, and
 * its first control gets the focus.
 */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * After the render that shows the errors: the first wrong field, in the page's order, is scrolled
 * to the middle of the screen (clear of the sticky header and the pinned bars) and focused, so a
 * screen reader reads its label and its error.
 */
export function focusFirstInvalid(root: HTMLElement | null, frames = 10) {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    // Errors set outside an event (a server's answer) may render a frame or two later.
    if (!invalid) {
      if (frames > 1) focusFirstInvalid(root, frames - 1);
      return;
    }
    const target = invalid.matches(FOCUSABLE) ? invalid : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}
