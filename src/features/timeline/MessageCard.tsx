// One message of the conversation as a card: picks the body for its role and wires edit/replay for tool results.
import type { TFunction } from 'i18next';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryOfStyle, TimelineEntry } from '@loopscope/engine/types';
import { CardFrame } from './CardFrame';
import { FullContentDialog } from './FullContentDialog';
import { Markdown } from './Markdown';
import { ModelExplanation, useModelExplanation } from './ModelExplanation';
import { messageKind, textOf, toolCallsOf } from './message-kind';
import { ToolCallsBody } from './ToolCallsBody';
import { ToolResultBody } from './ToolResultBody';
import { ToolResultActions } from './ToolResultActions';
import { useSlots } from './slots';
import { useExchangeLink } from './use-exchange-link';

export interface MessageCardProps {
  index: number;
  item: EntryOfStyle<'chat'>;
  /** Name of the tool a tool message answers (looked up from the call), when known. */
  toolName: string | null;
}

/** Why the message is there, in the UI language (`t` of the timeline namespace). */
export function provenanceNote(item: TimelineEntry, t: TFunction<'timeline'>, language: string): string | null {
  const p = item.provenance;
  switch (p.kind) {
    case 'config':
      return t('provenance.config');
    case 'user':
      return t('provenance.user', { turn: p.turn });
    case 'response':
      return t('provenance.response');
    case 'tool-result':
      if (item.toolRun?.by === 'user') return t('provenance.answered', { name: item.toolRun.name });
      if (item.toolRun?.mcpServer !== undefined)
        return t('provenance.ranOnMcp', {
          name: item.toolRun.name,
          server: item.toolRun.mcpServer,
          ms: item.toolRun.durationMs.toLocaleString(language, { maximumFractionDigits: 0 }),
        });
      return item.toolRun
        ? t('provenance.ran', {
            name: item.toolRun.name,
            ms: item.toolRun.durationMs.toLocaleString(language, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
          })
        : t('provenance.ranTool');
    case 'edited':
      return t('provenance.edited');
  }
}

export const MessageCard = memo(function MessageCard({ index, item, toolName }: MessageCardProps) {
  const { t, i18n } = useTranslation('timeline');
  const slots = useSlots();
  const [fullOpen, setFullOpen] = useState(false);
  const kind = messageKind(item);
  const text = textOf(item.wire);
  const isTool = item.wire.role === 'tool';
  const exchangeLink = useExchangeLink(item);
  const explanation = useModelExplanation(item);

  return (
    <CardFrame
      kind={kind}
      index={index}
      note={provenanceNote(item, t, i18n.language)}
      sentIn={item.firstSentInStep}
      exchangeLink={exchangeLink}
      tokens={slots.renderTokens?.(item, index)}
      footer={isTool ? <ToolResultActions index={index} item={item} /> : undefined}
    >
      {kind === 'assistant-calls' ? (
        <ToolCallsBody calls={toolCallsOf(item.wire)} text={text} />
      ) : isTool && item.wire.role === 'tool' ? (
        <ToolResultBody
          callId={item.wire.tool_call_id}
          toolName={toolName}
          content={text ?? ''}
          ok={item.toolRun?.ok ?? null}
          onOpenFull={() => setFullOpen(true)}
        />
      ) : kind === 'assistant-text' ? (
        text === null ? (
          <p className="card-explain">{t('card.noContent')}</p>
        ) : text.length > 20_000 ? (
          <LongText text={text} onOpen={() => setFullOpen(true)} />
        ) : (
          <Markdown text={text} />
        )
      ) : (
        <LongText text={text ?? ''} onOpen={() => setFullOpen(true)} />
      )}
      {explanation !== null && item.wire.role === 'assistant' && <ModelExplanation text={explanation} />}
      {fullOpen && (
        <FullContentDialog title={`messages[${index}].content`} text={text ?? ''} onClose={() => setFullOpen(false)} />
      )}
    </CardFrame>
  );
});

/** Plain text (system and user messages); megabytes are cut to a preview with a way to see all of it. */
function LongText({ text, onOpen }: { text: string; onOpen(): void }) {
  const { t } = useTranslation('timeline');
  const limit = 2000;
  if (text.length <= limit) return <p className="card-text">{text}</p>;
  return (
    <>
      <p className="card-text">{text.slice(0, limit)}…</p>
      <button type="button" className="btn btn-sm" onClick={onOpen}>
        {t('card.showAllChars', { count: text.length })}
      </button>
    </>
  );
}
