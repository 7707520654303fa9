// Chooses whether a tooltip opens below or above its anchor, so it is never cut off by a scrolling panel's edge.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The nearest ancestor that clips its content (a scroll container), or null for the viewport. */
function clippingAncestor(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return node;
  }
  return null;
}

export function useTipPlacement(
  anchor: RefObject<HTMLElement | null>,
  tip: RefObject<HTMLElement | null>,
  open: boolean,
): 'below' | 'above' {
  const [place, setPlace] = useState<'below' | 'above'>('below');
  useLayoutEffect(() => {
    const a = anchor.current;
    const t = tip.current;
    if (!open || !a || !t) return;
    const box = a.getBoundingClientRect();
    const clip = clippingAncestor(a);
    const bounds = clip ? clip.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
    const needed = t.offsetHeight + 8;
    // Below is the default; flip only when below does not fit and above does.
    setPlace(bounds.bottom - box.bottom < needed && box.top - bounds.top >= needed ? 'above' : 'below');
  }, [anchor, tip, open]);
  return place;
}
