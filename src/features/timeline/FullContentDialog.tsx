// Shows a long content string in full: a collapsed JSON tree when it parses, else the text, rendered on demand.
import { useMemo } from 'react';
import { JsonTree, Dialog } from '../../ui';
import { contentShape, formatBytes } from './message-kind';

export function FullContentDialog({ title, text, onClose }: { title: string; text: string; onClose(): void }) {
  const shape = useMemo(() => contentShape(text, true), [text]);
  return (
    <Dialog open size="wide" title={title} onClose={onClose} description={`${formatBytes(text.length)} · ${shape.kind === 'json' ? 'a JSON string (shown parsed, collapsed)' : 'a plain text string'}`}>
      {shape.kind === 'json' ? (
        <JsonTree value={shape.value} ariaLabel={title} defaultExpandDepth={1} />
      ) : (
        <pre className="full-text">{text.length > 200_000 ? `${text.slice(0, 200_000)}\n… (${formatBytes(text.length - 200_000)} more)` : text}</pre>
      )}
    </Dialog>
  );
}
