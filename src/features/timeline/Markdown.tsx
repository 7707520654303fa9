// Lazy wrapper: the markdown renderer loads with the first timeline rows (long before the first answer), not with the page.
// Until it is there the text is laid out but not shown, so a reader never sees raw `**Berlin**` flash into bold.
import { lazy, Suspense } from 'react';

const loadMarkdownView = () => import('./MarkdownView');
const MarkdownView = lazy(loadMarkdownView);

/** Starts loading the renderer; the timeline calls it when the loop starts, so answers render formatted on arrival. */
export function preloadMarkdown(): void {
  void loadMarkdownView();
}

export function Markdown({ text, appLinks = false }: { text: string; appLinks?: boolean }) {
  return (
    <Suspense
      fallback={
        <div className="markdown markdown-plain markdown-loading" aria-busy="true">
          {text}
        </div>
      }
    >
      <MarkdownView text={text} appLinks={appLinks} />
    </Suspense>
  );
}
