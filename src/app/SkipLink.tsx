// The first Tab stop: jumps straight to the loop controls (Run), past the header and the configuration column.
import { useTranslation } from 'react-i18next';

/** Focuses the first usable loop control (Run): where a keyboard user goes next; false when there is none. */
export function focusLoopControls(): boolean {
  const toolbar = document.getElementById('loop-controls');
  const target = toolbar?.querySelector<HTMLButtonElement>('button:not(:disabled)');
  target?.focus();
  return target !== undefined && target !== null;
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href="#loop-controls"
      onClick={(event) => {
        // Focus the first usable control itself: a fragment jump only moves the reading position in some browsers.
        if (focusLoopControls()) event.preventDefault();
      }}
    >
      {t('skipLink')}
    </a>
  );
}
