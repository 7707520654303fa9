// Two views of the active branch for Responses runs: what the server sees next, and the same run as Chat messages beside Responses items.
import { useMemo, useState } from 'react';
import { effectiveContext, itemsToMessages, messagesToItems, useActiveExchanges, useSession, type Wire } from '../../store';
import { Dialog } from '../../ui';
import { WireColumn } from './WireColumn';
import './wire-views.css';

/** The columns of "Messages vs items", in order; another API style adds its column here. */
interface ColumnSpec {
  title: string;
  /** The field names that link calls in this shape, for the caption. */
  links: string;
  rows: Wire[];
}

export function WireViews() {
  const style = useSession((s) => s.engine.config.apiStyle);
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages);
  const exchanges = useActiveExchanges();
  const [open, setOpen] = useState<'context' | 'compare' | null>(null);
  const wires = useMemo(() => (entries ?? []).map((e) => e.wire as unknown as Wire), [entries]);
  const columns = useMemo((): ColumnSpec[] => {
    const items = style === 'chat' ? messagesToItems(wires) : wires;
    const messages = style === 'chat' ? wires : itemsToMessages(wires);
    return [
      { title: 'Chat Completions messages', links: 'tool_calls[].id ↔ tool_call_id', rows: messages },
      { title: 'Responses items', links: 'call_id ↔ call_id', rows: items },
    ];
  }, [style, wires]);
  const context = useMemo(() => (open === 'context' ? effectiveContext(entries ?? [], exchanges) : []), [open, entries, exchanges]);

  return (
    <>
      {style === 'responses' && (
        <button type="button" className="btn btn-sm" onClick={() => setOpen('context')}>
          Server-side context
        </button>
      )}
      <button type="button" className="btn btn-sm" onClick={() => setOpen('compare')}>
        Messages vs items
      </button>
      <Dialog
        open={open === 'context'}
        size="wide"
        title="What the server sees for the next request"
        description="With previous_response_id or a conversation the request carries only new items; the server adds the rest. Expanded, it is the same list manual mode sends."
        onClose={() => setOpen(null)}
      >
        <WireColumn title={`${context.length} items`} caption="each with where the server gets it" rows={context.map((r) => r.item)} sources={context.map((r) => r.source)} testId="effective-context" />
      </Dialog>
      <Dialog
        open={open === 'compare'}
        size="wide"
        title="Messages vs items"
        description="The same run in both shapes. Hover a call id to light up its partner in every column."
        onClose={() => setOpen(null)}
      >
        <div className="wire-columns">
          {columns.map((c) => (
            <WireColumn key={c.title} title={`${c.title} (${c.rows.length})`} caption={c.links} rows={c.rows} testId="wire-column" />
          ))}
        </div>
      </Dialog>
    </>
  );
}
