// What CodeEditor shows while Monaco loads: the text itself in a textarea-like box, so nothing jumps or goes blank.
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';

export function EditorSkeleton({
  value,
  height,
  ariaLabel,
}: {
  value: string;
  height: number | string;
  ariaLabel: string;
}) {
  const { t } = useTranslation('ui');
  const style: CSSProperties = { height: typeof height === 'number' ? `${height}px` : height };
  return (
    <div className="ui-editor-skeleton" style={style} aria-busy="true">
      <pre aria-label={t('editor.loadingLabel', { label: ariaLabel })} tabIndex={0} className="ui-focusable">
        {value}
      </pre>
      <span className="ui-editor-skeleton-note" aria-hidden="true">
        {t('editor.loading')}
      </span>
    </div>
  );
}
