// Inline token count of a text, with a neutral "counting…" while the tokenizer loads.
import { useTokenCount } from './use-token-count';
import './tokens.css';

export function TokenCount({ text, suffix = 'tokens' }: { text: string; suffix?: string }) {
  const count = useTokenCount(text);
  return (
    <span className="tok-count" aria-busy={count === null}>
      {count === null ? 'counting…' : `${count.toLocaleString('en-US')} ${suffix}`}
    </span>
  );
}
