// One Assistants entry as a card: the assistant's setup, a message added to the thread, a thread message the run
// wrote (with its annotations), a required_action call, a submitted output, or a code_interpreter / file_search step.
import { memo, useState } from 'react';
import { assistantsMessageText, assistantsWireKind, type AssistantSetup, type BuiltinToolCall } from '../../wire/assistants/entries';
import type { EntryOfStyle } from '../../store/engine-types';
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

export const AssistantsCard = memo(function AssistantsCard({ index, item, toolName }: { index: number; item: Entry; toolName: string | null }) {
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
      note={provenanceNote(item)}
      sentIn={item.firstSentInStep}
      exchangeLink={exchangeLink}
      tokens={slots.renderTokens?.(item, index)}
      footer={what === 'tool-output' ? <ToolResultActions index={index} item={item} /> : undefined}
    >
      {what === 'setup' ? (
        <SetupBody setup={item.wire as AssistantSetup} />
      ) : what === 'function-call' ? (
        <ToolCallsBody
          calls={[{ id: String(wire.id), name: String((wire.function as { name: string }).name), arguments: String((wire.function as { arguments: string }).arguments) }]}
          text={null}
          item
          explain="The run waits in requires_action for your code to run this tool; submit_tool_outputs answers it by tool_call_id."
        />
      ) : what === 'builtin-call' ? (
        <BuiltinCallBody call={item.wire as BuiltinToolCall} />
      ) : what === 'tool-output' ? (
        <ToolResultBody callId={String(wire.tool_call_id)} toolName={toolName} content={output} ok={item.toolRun?.ok ?? null} onOpenFull={() => setFullOpen(true)} />
      ) : what === 'assistant' ? (
        <AssistantsMessageBody wire={item.wire} />
      ) : (
        <p className="card-text">{assistantsMessageText(item.wire)}</p>
      )}
      {item.provenance.kind === 'response' && item.provenance.serverIds?.replayed && <ReplayNote pairs={item.provenance.serverIds.replayed} />}
      {fullOpen && <FullContentDialog title={`tool_outputs[].output`} text={output} onClose={() => setFullOpen(false)} />}
    </CardFrame>
  );
});

function SetupBody({ setup }: { setup: AssistantSetup }) {
  const tools = (setup.tools ?? []).map((t) => (t.type === 'function' ? t.function.name : t.type));
  return (
    <>
      <p className="card-explain">
        <code>POST /v1/assistants</code> — model <code>{setup.model}</code>, tools: {tools.length > 0 ? tools.map((t, i) => [i > 0 && ', ', <code key={t}>{t}</code>]) : 'none'}
      </p>
      {setup.instructions && <p className="card-text">{setup.instructions}</p>}
    </>
  );
}

/** A code_interpreter step's program and its log output, or the files a file_search step ranked. */
function BuiltinCallBody({ call }: { call: BuiltinToolCall }) {
  if (call.type === 'code_interpreter') {
    const logs = call.code_interpreter.outputs.map((o) => (o.type === 'logs' ? o.logs : `[image ${o.image?.file_id ?? ''}]`)).join('\n');
    return (
      <div className="code-step">
        <p className="card-explain">The model wrote this program; the sandbox ran it (<code>code_interpreter.input</code>):</p>
        <pre className="code-step-program mono">{call.code_interpreter.input}</pre>
        <p className="card-explain">
          Its output (<code>code_interpreter.outputs</code>):
        </p>
        <pre className="code-step-output mono">{logs || '(no output)'}</pre>
      </div>
    );
  }
  const results = call.file_search.results ?? [];
  return (
    <>
      <p className="card-explain">The run searched the vector store’s files and ranked {results.length} {results.length === 1 ? 'file' : 'files'}:</p>
      <ol className="tool-call-list">
        {results.map((r) => (
          <li key={r.file_id}>
            <code>{r.file_name}</code> ({r.file_id}) — score {r.score.toFixed(3)}
          </li>
        ))}
      </ol>
    </>
  );
}

function ReplayNote({ pairs }: { pairs: string }) {
  return (
    <p className="card-explain replay-note">
      Replayed on a new thread: a run cannot be rewound, so Loopscope started a new run with the same messages and, as it asked for the same calls, submitted this branch’s outputs to
      its new call ids ({pairs}).
    </p>
  );
}
