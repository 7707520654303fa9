// The first Tab stop: jumps straight to the loop controls (Run), past the header and the configuration column.
import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href="#loop-controls"
      onClick={(event) => {
        // Focus the first usable control itself: a fragment jump only moves the reading position in some browsers.
        const toolbar = document.getElementById('loop-controls');
        const target = toolbar?.querySelector<HTMLButtonElement>('button:not(:disabled)');
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {t('skipLink')}
    </a>
  );
}
