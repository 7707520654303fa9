// The page's path as React state, with client-side navigation: /live and the playground share one runtime (and its sessions).
import { useCallback, useEffect, useState } from 'react';

export function usePath(): [string, (path: string) => void] {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((next: string) => {
    if (next !== window.location.pathname) window.history.pushState(null, '', next);
    setPath(next);
  }, []);
  return [path, navigate];
}
