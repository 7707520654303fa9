// An assistant tool_calls message: each call with its id, the raw `arguments` string the wire carries, and it parsed.
import { useSession, useSessionActions } from '../../store';
import { KeyValues } from './KeyValues';
import { asJsonStringLiteral, type ToolCallView } from './message-kind';

function parseArguments(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * `item`: one call that is its own wire object (a Responses function_call item, an Assistants required_action call)
 * rather than a Chat message's `tool_calls`; `explain` says how it is answered in that style.
 */
export function ToolCallsBody({ calls, text, item = false, explain }: { calls: ToolCallView[]; text: string | null; item?: boolean; explain?: string }) {
  const linked = useSession((s) => s.linkedCallId);
  const { setLinkedCall } = useSessionActions();
  return (
    <div className="tool-calls">
      {item ? (
        <p className="card-explain">{explain ?? 'The model asks your code to run this tool; answer with a function_call_output item carrying the same call_id.'}</p>
      ) : (
        <p className="card-explain">
          <code>content: {text === null ? 'null' : JSON.stringify(text)}</code> — the model asks your code to run {calls.length} {calls.length === 1 ? 'tool' : 'tools'} first.
        </p>
      )}
      <ol className="tool-call-list">
        {calls.map((call) => {
          const parsed = parseArguments(call.arguments);
          return (
            <li
              key={call.id}
              className="tool-call"
              data-linked={linked === call.id || undefined}
              data-call-id={call.id}
              tabIndex={0}
              onMouseEnter={() => setLinkedCall(call.id)}
              onMouseLeave={() => setLinkedCall(null)}
              onFocus={() => setLinkedCall(call.id)}
              onBlur={() => setLinkedCall(null)}
              aria-label={`Tool call ${call.name}, id ${call.id}`}
            >
              <div className="tool-call-head">
                <code className="tool-call-name">{call.name}</code>
                <code className="call-id" title={item ? 'call_id: the function_call_output answering this call must carry it' : 'tool_call_id: the tool message answering this call must carry it'}>
                  {call.id}
                </code>
              </div>
              <div className="args-row">
                <span className="args-label" title={`${item ? 'arguments' : 'function.arguments'} exactly as the JSON body carries it: a string`}>wire string</span>
                <code className="args-raw" data-testid="args-raw">
                  {asJsonStringLiteral(call.arguments)}
                </code>
              </div>
              <div className="args-row">
                <span className="args-label">parsed</span>
                {parsed.ok ? (
                  <KeyValues value={parsed.value} testId="args-parsed" />
                ) : (
                  <span className="args-invalid">Not valid JSON ({parsed.error}) — your code’s JSON.parse would throw here.</span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

