// Gives the keyboard focus back to the control that opened a dialog when the dialog closes or goes away, so a keyboard
// user carries on where they were instead of at the top of the page.
import { useEffect, type RefObject } from 'react';

/** The opener, if it is still on the page (a re-rendered list may have replaced it). */
function stillThere(element: Element | null): HTMLElement | null {
  return element instanceof HTMLElement && element.isConnected ? element : null;
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
      const lost = focus === null || focus === document.body || (dialog !== null && dialog.contains(focus)) || !focus.isConnected;
      if (lost) stillThere(opener)?.focus();
    };
  }, [open, dialogRef]);
}
