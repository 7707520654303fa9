// Follows the app's `data-theme` on <html> (set by the shell) so widgets that paint themselves, like Monaco, match it.
import { useSyncExternalStore } from 'react';

export type DocumentTheme = 'light' | 'dark';

function read(): DocumentTheme {
  return typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useDocumentTheme(): DocumentTheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
