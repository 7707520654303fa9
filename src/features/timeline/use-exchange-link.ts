// Which exchange a message card links to: the request that first carried it, or (not sent yet) the response that
// produced it — so a click on a card selects that exchange in the inspector, as the "Request N" separator does.
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@loopscope/engine/types';
import { useActiveExchanges, useSelectedExchangeId, useSessionActions } from '../../store';
import { isLoopCall } from '@loopscope/wire/wires';

export function useExchangeLink(
  item: TimelineEntry,
): { label: string; title: string; selected: boolean; onSelect(): void } | null {
  const { t } = useTranslation('timeline');
  const exchanges = useActiveExchanges();
  const selectedId = useSelectedExchangeId();
  const { selectExchange } = useSessionActions();
  let target: { id: string; label: string; title: string } | null = null;
  if (item.firstSentInStep !== null) {
    const step = item.firstSentInStep;
    const sent = exchanges.findLast((e) => e.step === step && isLoopCall(e));
    if (sent) target = { id: sent.id, label: t('link.request', { step }), title: t('link.requestTitle', { step }) };
  } else {
    const p = item.provenance.kind === 'edited' ? null : item.provenance;
    const fromId = p && (p.kind === 'response' || p.kind === 'tool-result') ? p.exchangeId : null;
    const from = fromId ? exchanges.find((e) => e.id === fromId) : undefined;
    if (from)
      target = {
        id: from.id,
        label: t('link.response', { step: from.step }),
        title: t(p!.kind === 'response' ? 'link.responseTitle' : 'link.answersTitle', { step: from.step }),
      };
  }
  if (!target) return null;
  const id = target.id;
  return { label: target.label, title: target.title, selected: selectedId === id, onSelect: () => selectExchange(id) };
}
