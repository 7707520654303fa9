// Lazy wrapper: the markdown renderer loads with the first assistant answer, not with the page.
import { lazy, Suspense } from 'react';

const MarkdownView = lazy(() => import('./MarkdownView'));

export function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="markdown markdown-plain">{text}</div>}>
      <MarkdownView text={text} />
    </Suspense>
  );
}
