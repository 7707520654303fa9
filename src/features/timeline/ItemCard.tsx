// One Responses item as a card: message text (with its citations), reasoning (summary, opaque blob), a function_call, a
// function_call_output with edit/replay, a tool search, a program, a hosted tool's call, a shell or apply_patch call
// and its output.
import { memo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { EntryOfStyle } from '@loopscope/engine/types';
import { CardFrame } from './CardFrame';
import { FullContentDialog } from './FullContentDialog';
import { itemText, resultCallId } from './item-view';
import { Markdown } from './Markdown';
import { provenanceNote } from './MessageCard';
import type { MessageKind } from './message-kind';
import { useSlots } from './slots';
import { NestedInProgram, ProgramBody, ProgramOutputBody, programCallerOf } from './ProgramCards';
import { ToolCallsBody } from './ToolCallsBody';
import { ToolResultActions } from './ToolResultActions';
import { ToolResultBody } from './ToolResultBody';
import { ToolSearchBody, toolSearchCard } from './ToolSearchBody';
import { McpItemBody, MCP_ITEM_TYPES } from './McpItemBody';
import { Citations, HostedItemBody, HOSTED_ITEM_TYPES } from './HostedItemBody';
import { WorkspaceItemBody, WORKSPACE_ITEM_TYPES } from './WorkspaceItemBody';

type Item = Record<string, unknown>;

const CARD: Record<string, { kind: MessageKind; label: string }> = {
  'tool-call': { kind: 'assistant-calls', label: 'function_call' },
  'tool-result': { kind: 'tool', label: 'function_call_output' },
  reasoning: { kind: 'reasoning', label: 'reasoning' },
  compaction: { kind: 'compaction', label: 'compaction' },
  assistant: { kind: 'assistant-text', label: 'message · assistant' },
  user: { kind: 'user', label: 'message · user' },
  system: { kind: 'system', label: 'message · system' },
};

export const ItemCard = memo(function ItemCard({
  index,
  item,
  toolName,
}: {
  index: number;
  item: EntryOfStyle<'responses'>;
  toolName: string | null;
}) {
  const { t, i18n } = useTranslation('timeline');
  const slots = useSlots();
  const [fullOpen, setFullOpen] = useState(false);
  const wire = item.wire as unknown as Item;
  const search = toolSearchCard(wire);
  const card = search ?? CARD[item.kind] ?? { kind: 'other' as const, label: String(wire.type ?? 'item') };
  const role = typeof wire.role === 'string' ? wire.role : null;
  // Chat's `role: "tool"` message sent as an item (a classic mistake) is named for what it is.
  const chatTool = role === 'tool';
  const custom = wire.type === 'custom_tool_call' || wire.type === 'custom_tool_call_output';
  const workspace = WORKSPACE_ITEM_TYPES.has(String(wire.type));
  const label =
    (item.kind === 'system' && role) || chatTool
      ? `message · ${role}`
      : custom || workspace
        ? String(wire.type)
        : card.label;
  const text = itemText(wire);
  return (
    <NestedInProgram programId={programCallerOf(wire)}>
      <CardFrame
        kind={card.kind}
        label={label}
        list="input"
        index={index}
        note={provenanceNote(item, t, i18n.language)}
        sentIn={item.firstSentInStep}
        tokens={slots.renderTokens?.(item, index)}
        footer={item.kind === 'tool-result' ? <ToolResultActions index={index} item={item} /> : undefined}
      >
        {search ? (
          <ToolSearchBody wire={wire} />
        ) : workspace ? (
          <WorkspaceItemBody wire={wire} />
        ) : item.kind === 'tool-call' ? (
          <ToolCallsBody
            calls={[
              {
                id: String(wire.call_id),
                name: String(wire.name),
                arguments: wire.arguments,
                ...(custom ? { input: String(wire.input ?? '') } : {}),
              },
            ]}
            text={null}
            item
            explain={
              custom
                ? t('calls.customItemExplain')
                : typeof wire.namespace === 'string'
                  ? t('search.namespacedCall', { namespace: wire.namespace })
                  : undefined
            }
          />
        ) : item.kind === 'tool-result' ? (
          <ToolResultBody
            callId={resultCallId(item)}
            toolName={toolName}
            content={text ?? ''}
            ok={item.toolRun?.ok ?? null}
            onOpenFull={() => setFullOpen(true)}
            idField={chatTool ? 'tool_call_id' : 'call_id'}
          />
        ) : item.kind === 'reasoning' ? (
          <ReasoningBody wire={wire} heldElsewhere={item.heldElsewhere === true} />
        ) : item.kind === 'compaction' ? (
          <OpaqueBlob blob={String(wire.encrypted_content ?? '')} what={t('item.compactionBlob')} />
        ) : wire.type === 'program' ? (
          <ProgramBody wire={wire} />
        ) : wire.type === 'program_output' ? (
          <ProgramOutputBody wire={wire} />
        ) : MCP_ITEM_TYPES.has(String(wire.type)) ? (
          <McpItemBody wire={wire} />
        ) : HOSTED_ITEM_TYPES.has(String(wire.type)) ? (
          <HostedItemBody wire={wire} />
        ) : wire.type === 'compaction_trigger' ? (
          <p className="card-explain">{t('item.compactionTrigger')}</p>
        ) : item.kind === 'assistant' ? (
          <>
            <Markdown text={text ?? ''} />
            <AnnotationsNote wire={wire} />
            <Citations wire={wire} />
          </>
        ) : (
          <p className="card-text">{text}</p>
        )}
        {fullOpen && (
          <FullContentDialog title={`input[${index}].output`} text={text ?? ''} onClose={() => setFullOpen(false)} />
        )}
      </CardFrame>
    </NestedInProgram>
  );
});

/**
 * The summary the model chose to show, folded by default; the reasoning itself stays on the server (or in the blob).
 * A captured item held by the server that captured it says why replays to the page's mock leave it out.
 */
function ReasoningBody({ wire, heldElsewhere }: { wire: Item; heldElsewhere: boolean }) {
  const { t } = useTranslation('timeline');
  const summary = Array.isArray(wire.summary)
    ? (wire.summary as { text?: string }[]).map((s) => s.text ?? '').join('\n\n')
    : '';
  return (
    <>
      <details className="reasoning-summary">
        <summary>{summary ? t('item.summary', { count: summary.length }) : t('item.summaryNone')}</summary>
        {summary && <Markdown text={summary} />}
      </details>
      {typeof wire.encrypted_content === 'string' ? (
        <OpaqueBlob blob={wire.encrypted_content} what={t('item.reasoningBlob')} />
      ) : (
        <p className="card-explain">
          <Trans
            t={t}
            i18nKey="item.noEncrypted"
            components={{ field: <code>encrypted_content</code>, id: <code>{String(wire.id)}</code> }}
          />
        </p>
      )}
      {heldElsewhere && (
        <p className="card-explain" data-testid="held-elsewhere">
          {t('item.heldElsewhere')}
        </p>
      )}
    </>
  );
}

function OpaqueBlob({ blob, what }: { blob: string; what: string }) {
  const { t } = useTranslation('timeline');
  return (
    <p className="card-explain">
      <code>encrypted_content</code> — {what}:{' '}
      <span className="opaque-blob">{`${blob.slice(0, 48)}… ${t('item.opaque', { count: blob.length })}`}</span>
    </p>
  );
}

function AnnotationsNote({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  const parts = Array.isArray(wire.content) ? (wire.content as { type?: string; annotations?: unknown[] }[]) : [];
  const annotations = parts.reduce((n, p) => n + (p.annotations?.length ?? 0), 0);
  return (
    <p className="card-explain">
      {t('item.annotations', { parts: parts.map((p) => p.type).join(', ') || 'text', count: annotations })}
    </p>
  );
}
