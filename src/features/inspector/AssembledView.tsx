// What the client has assembled at one point of the replay; the fragment the latest event added is marked.
import type { Assembled, EventEffect } from '../../wire/stream-assembly';

function validity(args: string): string {
  if (args === '') return 'empty';
  try {
    JSON.parse(args);
    return 'parses as JSON';
  } catch {
    return 'not (yet) valid JSON';
  }
}

/** Splits `text` into what came before the latest delta and the delta itself, when the text ends with it. */
function withTail(text: string, delta: string | undefined) {
  if (!delta || !text.endsWith(delta)) return <>{text}</>;
  return (
    <>
      {text.slice(0, text.length - delta.length)}
      <mark className="insp-delta">{delta}</mark>
    </>
  );
}

export function AssembledView({ state, lastEffect, complete }: { state: Assembled; lastEffect: EventEffect | undefined; complete: boolean }) {
  const argDelta = (index: number) => lastEffect?.argumentDeltas.filter((d) => d.index === index).map((d) => d.delta).join('');
  return (
    <section className="insp-assembled" aria-label="Assembled so far" aria-live="off">
      <div className="insp-assembled-row">
        <span className="insp-label">content</span>
        {state.content === '' ? (
          <span className="insp-muted">{complete ? 'none (null)' : 'nothing yet'}</span>
        ) : (
          <pre className="insp-assembled-text" data-testid="assembled-content">{withTail(state.content, lastEffect?.contentDelta)}</pre>
        )}
      </div>
      {state.toolCalls.map((call) => (
        <div key={call.index} className="insp-assembled-row" data-testid={`assembled-call-${call.index}`}>
          <span className="insp-label">
            tool_calls[{call.index}] <b>{call.name || '…'}</b>
            {call.id && <span className="insp-muted"> {call.id}</span>}
          </span>
          <pre className="insp-assembled-text" data-testid={`assembled-arguments-${call.index}`}>{withTail(call.arguments, argDelta(call.index))}</pre>
          <span className="insp-muted">arguments {validity(call.arguments)}</span>
        </div>
      ))}
      <div className="insp-assembled-inline">
        <span className="insp-label">finish_reason</span>
        <span>{state.finishReason ?? <span className="insp-muted">not yet</span>}</span>
        {state.done && <span className="insp-muted">· [DONE] received</span>}
      </div>
    </section>
  );
}
