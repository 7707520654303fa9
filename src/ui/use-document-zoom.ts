// Follows `--ui-zoom` on <html> (the shell's text-size setting) for widgets that must size themselves in real pixels.
import { useSyncExternalStore } from 'react';

function read(): number {
  if (typeof document === 'undefined') return 1;
  const value = Number(document.documentElement.style.getPropertyValue('--ui-zoom'));
  return value > 0 ? value : 1;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

export function useDocumentZoom(): number {
  return useSyncExternalStore(subscribe, read, () => 1);
}
