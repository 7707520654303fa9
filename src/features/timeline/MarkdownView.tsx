// Model text as sanitized markdown: react-markdown never renders raw HTML, and rehype-sanitize cleans what remains.
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="markdown">
      {/* Chat models write one line per item with single newlines; chat UIs show those as line breaks, so do we. */}
      <ReactMarkdown remarkPlugins={[remarkBreaks]} rehypePlugins={[rehypeSanitize]} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
