// Model text as sanitized markdown: react-markdown never renders raw HTML, and rehype-sanitize cleans what remains.
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
