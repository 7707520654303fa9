// Model text as sanitized markdown: react-markdown never renders raw HTML, rehype-sanitize cleans what remains, and images stay links.
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';

/**
 * An image in model or tool text would make the page fetch from whatever host the text names (a tracking pixel in a tool
 * result is enough). It is shown as a link that names its address instead: nothing is fetched until the reader clicks.
 */
function ImageAsLink({ src, alt }: ComponentProps<'img'>) {
  const address = typeof src === 'string' ? src : '';
  const label = alt ? `image "${alt}": ${address}` : `image: ${address}`;
  if (!address) return <span className="markdown-image-link">{label}</span>;
  return (
    <a className="markdown-image-link" href={address} target="_blank" rel="noopener noreferrer nofollow">
      {label}
    </a>
  );
}

/** Links from model text open in a new tab and send no referrer, so the session's URL never reaches their host. */
function SafeLink({ href, children }: ComponentProps<'a'>) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** A page of the app itself (`/handoff`, not `//host`) opens in the same tab: a second tab would fight over the open session. */
function AppOrSafeLink(props: ComponentProps<'a'>) {
  if (typeof props.href === 'string' && /^\/(?!\/)/.test(props.href)) return <a href={props.href}>{props.children}</a>;
  return <SafeLink {...props} />;
}

const COMPONENTS: Components = { img: ImageAsLink, a: SafeLink };
const TRUSTED_COMPONENTS: Components = { img: ImageAsLink, a: AppOrSafeLink };

/** `appLinks`: the text is the app's own (a lesson's narration), so its links to app pages stay in this tab. */
export default function MarkdownView({ text, appLinks = false }: { text: string; appLinks?: boolean }) {
  return (
    <div className="markdown">
      {/* Chat models write one line per item with single newlines; chat UIs show those as line breaks, so do we. */}
      <ReactMarkdown
        remarkPlugins={[remarkBreaks]}
        rehypePlugins={[rehypeSanitize]}
        components={appLinks ? TRUSTED_COMPONENTS : COMPONENTS}
        skipHtml
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
