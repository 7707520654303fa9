// Two views of the active branch: what the server sees next (Responses), and the same run as Chat messages, Responses items and an Assistants thread.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  effectiveContext,
  programsIn,
  responsesOnlyCalls,
  styleViews,
  useActiveExchanges,
  useSession,
  type Wire,
} from '../../store';
import { Dialog } from '../../ui';
import { SealedRows } from './SealedRows';
import { WireColumn } from './WireColumn';
import './wire-views.css';

/** The columns of "Messages vs items", in order; another API style adds its column here. */
interface ColumnSpec {
  title: 'chatColumn' | 'responsesColumn' | 'assistantsColumn';
  /** Rows are Responses items (messages are named "message · role"). */
  items: boolean;
  /** The field names that link calls in this shape, for the caption. */
  links: string;
  rows: Wire[];
  /** How features only some shapes have (programs, shell and apply_patch, custom tools) exist, or do not, in this shape. */
  notes: string[];
}

export function WireViews() {
  const { t } = useTranslation('wire-views');
  const style = useSession((s) => s.engine.config.apiStyle);
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages);
  const exchanges = useActiveExchanges();
  const [open, setOpen] = useState<'context' | 'compare' | null>(null);
  const wires = useMemo(() => (entries ?? []).map((e) => e.wire as unknown as Wire), [entries]);
  const columns = useMemo((): ColumnSpec[] => {
    const { messages, items, assistants } = styleViews(style).shapes(wires);
    // Programmatic tool calling is Responses-only: the other columns say so plainly instead of silently dropping the program.
    const programs = programsIn(items);
    // So are shell and apply_patch; custom tools exist in Chat (tool_calls[].custom) but not in Assistants.
    const only = responsesOnlyCalls(items);
    const notes = (column: 'chat' | 'responses' | 'assistants') => [
      ...(programs.programs > 0 ? [t(`programs.${column}`, { count: programs.programs, calls: programs.calls })] : []),
      ...(only.workspace > 0 ? [t(`workspace.${column}`, { calls: only.workspace })] : []),
      ...(only.custom > 0 ? [t(`custom.${column}`, { calls: only.custom })] : []),
    ];
    return [
      {
        title: 'chatColumn',
        links: 'tool_calls[].id ↔ tool_call_id',
        rows: messages,
        items: false,
        notes: notes('chat'),
      },
      { title: 'responsesColumn', links: 'call_id ↔ call_id', rows: items, items: true, notes: notes('responses') },
      {
        title: 'assistantsColumn',
        links: 'step_details.tool_calls[].id ↔ tool_outputs[].tool_call_id',
        rows: assistants,
        items: false,
        notes: notes('assistants'),
      },
    ];
  }, [style, wires, t]);
  const context = useMemo(
    () => (open === 'context' ? effectiveContext(entries ?? [], exchanges) : []),
    [open, entries, exchanges],
  );

  return (
    <>
      {styleViews(style).serverContext && (
        <button type="button" className="btn btn-sm" onClick={() => setOpen('context')}>
          {t('serverContext')}
        </button>
      )}
      <button type="button" className="btn btn-sm" onClick={() => setOpen('compare')}>
        {t('compare')}
      </button>
      <Dialog
        open={open === 'context'}
        size="wide"
        title={t('contextTitle')}
        description={t('contextDescription')}
        onClose={() => setOpen(null)}
      >
        <WireColumn
          title={t('contextItems', { count: context.length })}
          caption={t('contextCaption')}
          rows={context.map((r) => r.item)}
          sources={context.map((r) => r.source)}
          details={context.map((r) => (r.sealed ? <SealedRows rows={r.sealed} /> : undefined))}
          testId="effective-context"
          items
        />
      </Dialog>
      <Dialog
        open={open === 'compare'}
        size="wide"
        title={t('compare')}
        description={t('compareDescription')}
        onClose={() => setOpen(null)}
      >
        <div className="wire-columns">
          {columns.map((c) => (
            <WireColumn
              key={c.title}
              title={t(c.title, { count: c.rows.length })}
              caption={c.links}
              rows={c.rows}
              testId="wire-column"
              items={c.items}
              notes={c.notes}
            />
          ))}
        </div>
      </Dialog>
    </>
  );
}
