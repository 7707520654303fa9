// Lazy wrapper: the markdown renderer loads with the first timeline rows (long before the first answer), not with the page.
// Until it is there the text is laid out but not shown, so a reader never sees raw `**Berlin**` flash into bold.
import { lazy, Suspense } from 'react';
import type MarkdownView from './MarkdownView';

/** The renderer once its chunk has loaded: answers then render formatted in the same commit, with no Suspense round. */
let loadedView: typeof MarkdownView | null = null;

const loadMarkdownView = () =>
  import('./MarkdownView').then((module) => {
    loadedView = module.default;
    return module;
  });
const LazyMarkdownView = lazy(loadMarkdownView);

/** Starts loading the renderer; the timeline calls it when the loop starts, so answers render formatted on arrival. */
export function preloadMarkdown(): Promise<unknown> {
  return loadMarkdownView();
}

export function Markdown({ text, appLinks = false }: { text: string; appLinks?: boolean }) {
  // Preloaded, the chunk is here long before the answer; through lazy() the first answer card of a page would still
  // suspend once (lazy() learns that the chunk has loaded only by rendering it) and show its hidden stand-in until React
  // reveals the content: a blank answer card in screenshots of a busy machine.
  if (loadedView) {
    const View = loadedView;
    return <View text={text} appLinks={appLinks} />;
  }
  return (
    <Suspense
      fallback={
        <div className="markdown markdown-plain markdown-loading" aria-busy="true">
          {text}
        </div>
      }
    >
      <LazyMarkdownView text={text} appLinks={appLinks} />
    </Suspense>
  );
}
