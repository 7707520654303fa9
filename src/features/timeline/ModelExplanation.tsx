// The mock model's own account of an assistant turn (its x-loopscope-explanation header), as a short note on the card.
import { useTranslation } from 'react-i18next';
import { useActiveExchanges } from '../../store';
import { useFoldBox } from '../../ui';
import type { TimelineEntry } from '@loopscope/engine/types';
import { readNote } from './model-note';

const HEADER = 'x-loopscope-explanation';

/** The decoded explanation the response that added `item` carried, or null (real providers send none). */
export function useModelExplanation(item: TimelineEntry): string | null {
  const exchanges = useActiveExchanges();
  if (item.provenance.kind !== 'response') return null;
  const id = item.provenance.exchangeId;
  const raw = exchanges.find((e) => e.id === id)?.responseHeaders[HEADER];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A note that folds to its label (every card's note together, remembered for the session): a short screen needs the rows.
 * It speaks the UI's language, not the question's: it is Loopscope explaining the mock to the learner, like the label
 * above it (a Korean class running the English seed reads Korean notes); the mock's answers follow the question's.
 */
export function ModelExplanation({ text }: { text: string }) {
  const { t, i18n } = useTranslation('timeline');
  const fold = useFoldBox('model-explanation');
  return (
    <details className="card-explain model-explanation" data-testid="model-explanation" {...fold.details}>
      <summary className="model-explanation-label" {...fold.summary}>
        {t('card.whyMock')}
      </summary>
      {readNote(text, (key, params) => t(`note.${key}`, { ...params, defaultValue: key }), i18n.language).text}
    </details>
  );
}
