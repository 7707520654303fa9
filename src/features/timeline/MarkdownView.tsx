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

const COMPONENTS: Components = { img: ImageAsLink, a: SafeLink };

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="markdown">
      {/* Chat models write one line per item with single newlines; chat UIs show those as line breaks, so do we. */}
      <ReactMarkdown remarkPlugins={[remarkBreaks]} rehypePlugins={[rehypeSanitize]} components={COMPONENTS} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
