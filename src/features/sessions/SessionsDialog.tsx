// The sessions list: search by name, open, rename, duplicate, delete (with undo in the notice), start a new one.
import { useId, useState } from 'react';
import { Dialog } from '../../ui';
import { useSessions, useSessionsActions, type SessionMeta } from '../../store';
import { searchSessions } from './session-search';

function when(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function SessionRow({ meta, current, onOpened }: { meta: SessionMeta; current: boolean; onOpened(): void }) {
  const actions = useSessionsActions();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(meta.name);
  const inputId = useId();
  return (
    <li className="sessions-row" aria-current={current ? 'true' : undefined} aria-label={meta.name}>
      {renaming ? (
        <form
          className="sessions-rename"
          onSubmit={(event) => {
            event.preventDefault();
            void actions.rename(meta.id, name).then(() => setRenaming(false));
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">New name for {meta.name}</label>
          <input id={inputId} className="input" value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={200} />
          <button type="submit" className="btn btn-sm btn-primary">Save name</button>
          <button type="button" className="btn btn-sm" onClick={() => setRenaming(false)}>Cancel</button>
        </form>
      ) : (
        <button type="button" className="sessions-open" onClick={() => void actions.open(meta.id).then(onOpened)} aria-label={`Open ${meta.name}`}>
          <span className="sessions-name">{meta.name}</span>
          <span className="sessions-meta">
            {current ? 'open now · ' : ''}
            {meta.messageCount} messages · {meta.exchangeCount} exchanges · {when(meta.updatedAt)}
            {meta.readOnly ? ' · shared, read-only' : ''}
          </span>
        </button>
      )}
      {!renaming && (
        <div className="sessions-row-actions">
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setRenaming(true)} aria-label={`Rename ${meta.name}`}>Rename</button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void actions.duplicate(meta.id)} aria-label={`Duplicate ${meta.name}`}>Duplicate</button>
          <button type="button" className="btn btn-sm btn-ghost btn-danger" onClick={() => void actions.remove(meta.id)} aria-label={`Delete ${meta.name}`}>Delete</button>
        </div>
      )}
    </li>
  );
}

export function SessionsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const list = useSessions((s) => s.list);
  const currentId = useSessions((s) => s.current.id);
  const actions = useSessionsActions();
  const [query, setQuery] = useState('');
  const shown = searchSessions(list, query);
  const searchId = useId();
  return (
    <Dialog
      open={open}
      title="Sessions"
      onClose={onClose}
      size="wide"
      description="Sessions are saved in this browser as you work. Nothing leaves the machine."
      footer={
        <button type="button" className="btn btn-primary" onClick={() => void actions.newSession().then(onClose)}>
          New session
        </button>
      }
    >
      <div className="sessions-search">
        <label htmlFor={searchId}>Search by name</label>
        <input id={searchId} className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {list.length === 0 ? (
        <p className="sessions-empty">No saved sessions yet. Run a loop and it is saved here automatically.</p>
      ) : shown.length === 0 ? (
        <p className="sessions-empty">No session name contains “{query}”.</p>
      ) : (
        <ul className="sessions-list" aria-label="Saved sessions">
          {shown.map((meta) => (
            <SessionRow key={meta.id} meta={meta} current={meta.id === currentId} onOpened={onClose} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
