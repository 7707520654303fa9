// One Assistants entry as a card: the assistant's setup, a message added to the thread, a thread message the run
// wrote (with its annotations), a required_action call, a submitted output, or a code_interpreter / file_search step.
import { memo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  assistantsMessageText,
  assistantsWireKind,
  type AssistantSetup,
  type BuiltinToolCall,
} from '@loopscope/payloads/assistants/entries';
import type { EntryOfStyle } from '@loopscope/engine/types';
import { AssistantsMessageBody } from './AssistantsMessageBody';
import { CardFrame } from './CardFrame';
import { FullContentDialog } from './FullContentDialog';
import { provenanceNote } from './MessageCard';
import type { MessageKind } from './message-kind';
import { useSlots } from './slots';
import { ToolCallsBody } from './ToolCallsBody';
import { ToolResultActions } from './ToolResultActions';
import { ToolResultBody } from './ToolResultBody';
import { useExchangeLink } from './use-exchange-link';

type Entry = EntryOfStyle<'assistants'>;

const CARD: Record<ReturnType<typeof assistantsWireKind>, { kind: MessageKind; label: string }> = {
  setup: { kind: 'system', label: 'assistant · setup' },
  user: { kind: 'user', label: 'message · user' },
  assistant: { kind: 'assistant-text', label: 'thread.message · assistant' },
  'function-call': { kind: 'assistant-calls', label: 'required_action · function' },
  'builtin-call': { kind: 'assistant-calls', label: 'run step · tool call' },
  'tool-output': { kind: 'tool', label: 'tool_outputs[]' },
};

export const AssistantsCard = memo(function AssistantsCard({
  index,
  item,
  toolName,
}: {
  index: number;
  item: Entry;
  toolName: string | null;
}) {
  const { t, i18n } = useTranslation('timeline');
  const slots = useSlots();
  const [fullOpen, setFullOpen] = useState(false);
  const exchangeLink = useExchangeLink(item);
  const what = assistantsWireKind(item.wire);
  const card = CARD[what];
  const wire = item.wire as unknown as Record<string, unknown>;
  const label = what === 'builtin-call' ? `run step · ${String(wire.type)}` : card.label;
  const output = typeof wire.output === 'string' ? wire.output : '';
  return (
    <CardFrame
      kind={card.kind}
      label={label}
      list="timeline"
      index={index}
      note={provenanceNote(item, t, i18n.language)}
      sentIn={item.firstSentInStep}
      exchangeLink={exchangeLink}
      tokens={slots.renderTokens?.(item, index)}
      footer={what === 'tool-output' ? <ToolResultActions index={index} item={item} /> : undefined}
    >
      {what === 'setup' ? (
        <SetupBody setup={item.wire as AssistantSetup} />
      ) : what === 'function-call' ? (
        <ToolCallsBody
          calls={[
            {
              id: String(wire.id),
              name: String((wire.function as { name: string }).name),
              arguments: (wire.function as { arguments: unknown }).arguments,
            },
          ]}
          text={null}
          item
          explain={t('calls.assistantsExplain')}
        />
      ) : what === 'builtin-call' ? (
        <BuiltinCallBody call={item.wire as BuiltinToolCall} />
      ) : what === 'tool-output' ? (
        <ToolResultBody
          callId={String(wire.tool_call_id)}
          toolName={toolName}
          content={output}
          ok={item.toolRun?.ok ?? null}
          onOpenFull={() => setFullOpen(true)}
        />
      ) : what === 'assistant' ? (
        <AssistantsMessageBody wire={item.wire} />
      ) : (
        <p className="card-text">{assistantsMessageText(item.wire)}</p>
      )}
      {item.provenance.kind === 'response' && item.provenance.serverIds?.replayed && (
        <ReplayNote pairs={item.provenance.serverIds.replayed} />
      )}
      {fullOpen && (
        <FullContentDialog title={`tool_outputs[].output`} text={output} onClose={() => setFullOpen(false)} />
      )}
    </CardFrame>
  );
});

function SetupBody({ setup }: { setup: AssistantSetup }) {
  const { t } = useTranslation('timeline');
  const tools = (setup.tools ?? []).map((tool) => (tool.type === 'function' ? tool.function.name : tool.type));
  return (
    <>
      <p className="card-explain">
        <code>{'POST /v1/assistants'}</code>{' '}
        <Trans t={t} i18nKey="assistants.model" components={{ model: <code>{setup.model}</code> }} />
        {tools.length > 0
          ? tools.map((tool, i) => [i > 0 && ', ', <code key={tool}>{tool}</code>])
          : t('assistants.noTools')}
      </p>
      {setup.instructions && <p className="card-text">{setup.instructions}</p>}
    </>
  );
}

/** A code_interpreter step's program and its log output, or the files a file_search step ranked. */
function BuiltinCallBody({ call }: { call: BuiltinToolCall }) {
  const { t, i18n } = useTranslation('timeline');
  if (call.type === 'code_interpreter') {
    const logs = call.code_interpreter.outputs
      .map((o) => (o.type === 'logs' ? o.logs : `[image ${o.image?.file_id ?? ''}]`))
      .join('\n');
    return (
      <div className="code-step">
        <p className="card-explain">
          <Trans t={t} i18nKey="assistants.program" components={{ field: <code>code_interpreter.input</code> }} />
        </p>
        <pre className="code-step-program mono">{call.code_interpreter.input}</pre>
        <p className="card-explain">
          <Trans t={t} i18nKey="assistants.output" components={{ field: <code>code_interpreter.outputs</code> }} />
        </p>
        <pre className="code-step-output mono">{logs || t('assistants.noOutput')}</pre>
      </div>
    );
  }
  const results = call.file_search.results ?? [];
  return (
    <>
      <p className="card-explain">{t('assistants.searched', { count: results.length })}</p>
      <ol className="tool-call-list">
        {results.map((r) => (
          <li key={r.file_id}>
            <code>{r.file_name}</code> ({r.file_id}){' '}
            {t('assistants.score', {
              score: r.score.toLocaleString(i18n.language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
            })}
          </li>
        ))}
      </ol>
    </>
  );
}

function ReplayNote({ pairs }: { pairs: string }) {
  const { t } = useTranslation('timeline');
  return <p className="card-explain replay-note">{t('assistants.replayed', { pairs })}</p>;
}
