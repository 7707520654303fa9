// Two views of the active branch: what the server sees next (Responses), and the same run as Chat messages, Responses items and an Assistants thread.
import { useMemo, useState } from 'react';
import { assistantsRows, assistantsToMessages, effectiveContext, itemsToMessages, messagesToAssistants, messagesToItems, useActiveExchanges, useSession, type Wire } from '../../store';
import type { AssistantsWire } from '../../wire/assistants/entries';
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
    const assistants = style === 'assistants' ? (wires as unknown as AssistantsWire[]) : null;
    const messages = assistants ? assistantsToMessages(assistants) : style === 'chat' ? wires : itemsToMessages(wires);
    const items = style === 'responses' ? wires : messagesToItems(messages);
    return [
      { title: 'Chat Completions messages', links: 'tool_calls[].id ↔ tool_call_id', rows: messages },
      { title: 'Responses items', links: 'call_id ↔ call_id', rows: items },
      { title: 'Assistants thread and run steps', links: 'step_details.tool_calls[].id ↔ tool_outputs[].tool_call_id', rows: assistants ? assistantsRows(assistants) : messagesToAssistants(messages) },
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
        description="The same run in the three API shapes. Hover a call id to light up its partner in every column."
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
