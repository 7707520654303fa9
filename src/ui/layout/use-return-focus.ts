// Gives the keyboard focus back to the control that opened a dialog when the dialog closes or goes away, so a keyboard
// user carries on where they were instead of at the top of the page.
import { useEffect, type RefObject } from 'react';

/**
 * The opener, if it is still on the page; else the element that now stands for it (the same `data-return-focus` key:
 * a fork re-renders the timeline, and the card's button is a new element in the same place).
 */
function stillThere(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  if (element.isConnected) return element;
  const key = element.dataset.returnFocus;
  const same = key
    ? document.querySelector<HTMLElement>(`[data-return-focus="${key.replace(/["\\]/g, '\\$&')}"]`)
    : null;
  return same ?? landing(element.dataset.returnFocusElse);
}

/**
 * Where the focus lands when the opener is gone for good (`data-return-focus-else`, a selector: "Apply all and replay"
 * forks, and the button that offered the fixes has nothing left to offer). A heading or region is made focusable by
 * script only, so it is not added to the tab order.
 */
function landing(selector: string | undefined): HTMLElement | null {
  const target = selector ? document.querySelector<HTMLElement>(selector) : null;
  if (target && !target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  return target;
}

/** How long (in checks 100 ms apart) a returned focus is watched: a replay forks and re-renders the timeline after a request. */
const FOLLOW_CHECKS = 20;

/**
 * Keeps the focus on the control it went back to when the page replaces that control a moment later (an edit replayed
 * from a card forks the branch: the card's buttons are re-rendered, and the focus fell to the page). Stops once the
 * focus is anywhere but the page.
 */
function followReplacement(returned: Element | null, checks = FOLLOW_CHECKS): void {
  if (!(returned instanceof HTMLElement) || !returned.dataset.returnFocus || checks === 0) return;
  setTimeout(() => {
    const focus = document.activeElement;
    if (focus !== null && focus !== document.body) {
      if (focus === returned) followReplacement(returned, checks - 1);
      return;
    }
    const replacement = stillThere(returned);
    replacement?.focus();
    followReplacement(replacement ?? returned, checks - 1);
  }, 100);
}

export function useReturnFocus(open: boolean, dialogRef: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const dialog = dialogRef.current;
    return () => {
      // Runs when the dialog closes and when it unmounts while open (a dialog its parent stops rendering): removing
      // an open <dialog> from the page skips the browser's own focus restore, and the focus fell to <body>.
      // Close first: while a modal dialog is open the rest of the page is inert and cannot take the focus.
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      const focus = document.activeElement;
      const lost =
        focus === null || focus === document.body || (dialog !== null && dialog.contains(focus)) || !focus.isConnected;
      if (lost) stillThere(opener)?.focus();
      followReplacement(document.activeElement);
    };
  }, [open, dialogRef]);
}
