// Inline token count of a text, with a neutral "counting…" while the tokenizer loads.
import { useTranslation } from 'react-i18next';
import { useTokenCount } from './use-token-count';
import { entryTokens } from '../../store';
import './tokens.css';

/** `short` writes "12 tok" for tight rows instead of "12 tokens"; `entry` adds the framing of one entry, as the gauge counts it. */
export function TokenCount({ text, short = false, entry = false }: { text: string; short?: boolean; entry?: boolean }) {
  const { t } = useTranslation('tokens');
  const counted = useTokenCount(text);
  const count = counted === null || !entry ? counted : entryTokens(text, () => counted);
  return (
    <span className="tok-count" aria-busy={count === null}>
      {count === null ? t('counting') : t(short ? 'countShort' : 'count', { count })}
    </span>
  );
}
