// React hook tying the theme choice to the <html data-theme> attribute and to system changes.
import { useCallback, useEffect, useState } from 'react';
import { nextThemeChoice, readThemeChoice, resolveTheme, saveThemeChoice, type ThemeChoice } from './theme';

const QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches;
}

export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(QUERY);
    const onChange = () => setSystemDark(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const resolved = resolveTheme(choice, systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);

  const cycle = useCallback(() => {
    setChoice((current) => {
      const next = nextThemeChoice(current);
      saveThemeChoice(next);
      return next;
    });
  }, []);

  return { choice, resolved, cycle };
}
