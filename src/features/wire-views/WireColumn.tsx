// One column of wire objects: each with its type or role, a short reading, and its call ids as links that light up together.
import type { ReactNode } from 'react';
import { callIdsOf, useSession, useSessionActions, type Wire } from '../../store';
import { wireReading } from './wire-reading';

/** A row's name: its object or item type, or its role; a message among items is named as the timeline names it ("message · user"). */
export function rowKind(wire: Wire, items: boolean): string {
  if (wire.object === 'thread.message') return `thread.message · ${String(wire.role)}`;
  if (wire.object === 'thread.run.step')
    return `run step · ${(wire.tool_calls as { type: string }[]).map((c) => c.type).join(', ')}`;
  if (typeof wire.object === 'string') return wire.object;
  if (typeof wire.type === 'string' && wire.type !== 'message') return wire.type;
  if (items) return `message · ${String(wire.role ?? 'user')}`;
  return `${String(wire.role ?? 'message')}${Array.isArray(wire.tool_calls) ? ' · tool_calls' : ''}`;
}

/** `details`: what to show under a row (a compaction's sealed items), by row index. */
export function WireColumn({
  title,
  caption,
  rows,
  sources,
  details,
  testId,
  items = false,
  notes = [],
}: {
  title: string;
  caption: string;
  rows: Wire[];
  sources?: string[];
  details?: (ReactNode | undefined)[];
  testId: string;
  items?: boolean;
  notes?: string[];
}) {
  const linked = useSession((s) => s.linkedCallId);
  const { setLinkedCall } = useSessionActions();
  return (
    <section className="wire-column" data-testid={testId} aria-label={title}>
      <h3 className="wire-column-title">{title}</h3>
      <p className="field-hint">{caption}</p>
      {notes.map((note) => (
        <p key={note} className="wire-column-note" role="note">
          {note}
        </p>
      ))}
      <ol className="wire-rows">
        {rows.map((wire, i) => (
          <li key={i} className="wire-row" data-kind={rowKind(wire, items)}>
            <span className="mono wire-index">[{i}]</span> <strong className="wire-kind">{rowKind(wire, items)}</strong>
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
            <span className="wire-reading">{wireReading(wire)}</span>
            {sources?.[i] && <span className="wire-source">{sources[i]}</span>}
            {details?.[i]}
          </li>
        ))}
      </ol>
    </section>
  );
}
