// React hook tying the UI size to `--ui-zoom` on <html> (the page zooms; the code editor undoes it and scales its font).
import { useCallback, useEffect, useState } from 'react';
import { readFontScale, saveFontScale, stepFontScale, type FontScale } from './font-scale';

export function useFontScale() {
  const [scale, setScale] = useState<FontScale>(() => readFontScale());

  useEffect(() => {
    document.documentElement.style.setProperty('--ui-zoom', String(scale));
  }, [scale]);

  const change = useCallback((direction: 1 | -1 | 0) => {
    setScale((current) => {
      const next = direction === 0 ? 1 : stepFontScale(current, direction);
      saveFontScale(next);
      return next;
    });
  }, []);

  return { scale, change };
}
