// Shows a long content string in full: a collapsed JSON tree when it parses, else the text, rendered on demand.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonTree, Dialog } from '../../ui';
import { contentShape, formatBytes } from './message-kind';

export function FullContentDialog({ title, text, onClose }: { title: string; text: string; onClose(): void }) {
  const { t, i18n } = useTranslation('timeline');
  const size = (chars: number) => formatBytes(chars, i18n.language);
  const shape = useMemo(() => contentShape(text, true), [text]);
  return (
    <Dialog
      open
      size="wide"
      title={title}
      onClose={onClose}
      description={t(shape.kind === 'json' ? 'full.json' : 'full.text', { size: size(text.length) })}
    >
      {shape.kind === 'json' ? (
        <JsonTree value={shape.value} ariaLabel={title} defaultExpandDepth={1} />
      ) : (
        <pre className="full-text">
          {text.length > 200_000
            ? `${text.slice(0, 200_000)}\n${t('full.more', { size: size(text.length - 200_000) })}`
            : text}
        </pre>
      )}
    </Dialog>
  );
}
