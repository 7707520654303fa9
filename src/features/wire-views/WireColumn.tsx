// One column of wire objects: each with its type or role, a short reading, and its call ids as links that light up together.
import { callIdsOf, useSession, useSessionActions, type Wire } from '../../store';

function kindOf(wire: Wire): string {
  if (typeof wire.type === 'string' && wire.type !== 'message') return wire.type;
  return `${String(wire.role ?? 'message')}${Array.isArray(wire.tool_calls) ? ' · tool_calls' : ''}`;
}

function reading(wire: Wire): string {
  const text = wire.content ?? wire.output ?? wire.arguments ?? (Array.isArray(wire.summary) ? (wire.summary as { text?: string }[]).map((s) => s.text).join(' ') : null);
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
