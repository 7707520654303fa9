// Inline token count of a text, with a neutral "counting…" while the tokenizer loads.
import { useTranslation } from 'react-i18next';
import { useTokenCount } from './use-token-count';
import './tokens.css';

/** `short` writes "12 tok" for tight rows instead of "12 tokens". */
export function TokenCount({ text, short = false }: { text: string; short?: boolean }) {
  const { t } = useTranslation('tokens');
  const count = useTokenCount(text);
  return (
    <span className="tok-count" aria-busy={count === null}>
      {count === null ? t('counting') : t(short ? 'countShort' : 'count', { count })}
    </span>
  );
}
