// One column of wire objects: each with its type or role, a short reading, and its call ids as links that light up together.
import { callIdsOf, useSession, useSessionActions, type Wire } from '../../store';

function kindOf(wire: Wire): string {
  if (wire.object === 'thread.message') return `thread.message · ${String(wire.role)}`;
  if (wire.object === 'thread.run.step') return `run step · ${(wire.tool_calls as { type: string }[]).map((c) => c.type).join(', ')}`;
  if (typeof wire.object === 'string') return wire.object;
  if (typeof wire.type === 'string' && wire.type !== 'message') return wire.type;
  return `${String(wire.role ?? 'message')}${Array.isArray(wire.tool_calls) ? ' · tool_calls' : ''}`;
}

/** Tool calls and outputs by name and value, as a run step or submit_tool_outputs lists them. */
function listReading(wire: Wire): string | null {
  if (Array.isArray(wire.tool_outputs)) return (wire.tool_outputs as { output?: unknown }[]).map((o) => String(o.output ?? '')).join(' · ');
  if (wire.object !== 'thread.run.step') return null;
  return (wire.tool_calls as { type: string; function?: { name: string; arguments: string }; code_interpreter?: { input: string } }[])
    .map((c) => (c.function ? `${c.function.name}(${c.function.arguments})` : (c.code_interpreter?.input ?? c.type)))
    .join(' · ');
}

function reading(wire: Wire): string {
  const list = listReading(wire);
  if (list !== null) return list.slice(0, 140);
  const text = wire.content ?? wire.instructions ?? wire.output ?? wire.arguments ?? (Array.isArray(wire.summary) ? (wire.summary as { text?: string }[]).map((s) => s.text).join(' ') : null);
  const value = typeof text === 'string' ? text : text === null ? '' : JSON.stringify(text);
  const name = typeof wire.name === 'string' ? `${wire.name}(…) ` : '';
  return `${name}${value}`.slice(0, 140);
}

export function WireColumn({ title, caption, rows, sources, testId }: { title: string; caption: string; rows: Wire[]; sources?: string[]; testId: string }) {
  const linked = useSession((s) => s.linkedCallId);
  const { setLinkedCall } = useSessionActions();
  return (
    <section className="wire-column" data-testid={testId} aria-label={title}>
      <h3 className="wire-column-title">{title}</h3>
      <p className="field-hint">{caption}</p>
      <ol className="wire-rows">
        {rows.map((wire, i) => (
          <li key={i} className="wire-row" data-kind={kindOf(wire)}>
            <span className="mono wire-index">[{i}]</span> <strong className="wire-kind">{kindOf(wire)}</strong>
            {callIdsOf(wire).map((id) => (
              <code
                key={id}
                className="call-id"
                data-call-id={id}
                data-linked={linked === id || undefined}
                tabIndex={0}
                onMouseEnter={() => setLinkedCall(id)}
                onMouseLeave={() => setLinkedCall(null)}
                onFocus={() => setLinkedCall(id)}
                onBlur={() => setLinkedCall(null)}
              >
                {id}
              </code>
            ))}
            <span className="wire-reading">{reading(wire)}</span>
            {sources?.[i] && <span className="wire-source">{sources[i]}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
