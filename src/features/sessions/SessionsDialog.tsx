// The sessions list: search by name, open, rename, duplicate, delete (with undo in the notice), start a new one.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Dialog } from '../../ui';
import { useSavedSessions, useSavedSessionsActions, type SessionMeta } from '../../store';
import { searchSessions } from './session-search';

/** When a session was last saved, the UI language's way: "1 Dec 2026, 04:05", "2026. 12. 1. 오전 4:05". */
function when(ms: number, language: string): string {
  return new Date(ms).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Responses · WebSocket · MCP: Weather · ": what tells sessions of the same question apart, before the counts. */
function setupWords(meta: SessionMeta, t: TFunction<'sessions'>): string {
  const words = [t(`list.style.${meta.apiStyle}`, { defaultValue: meta.apiStyle })];
  if (meta.setup?.stream) words.push(t('list.streamed'));
  if (meta.setup?.transport)
    words.push(t(`list.transport.${meta.setup.transport}`, { defaultValue: meta.setup.transport }));
  if (meta.setup && meta.setup.mcp.length > 0) words.push(t('list.mcp', { names: meta.setup.mcp.join(', ') }));
  return `${words.join(' · ')} · `;
}

function SessionRow({
  meta,
  current,
  inTab,
  onOpened,
}: {
  meta: SessionMeta;
  current: boolean;
  inTab: boolean;
  onOpened(): void;
}) {
  const { t, i18n } = useTranslation('sessions');
  const actions = useSavedSessionsActions();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(meta.name);
  const inputId = useId();
  // Opening another session replaces the open one: asked first when storage cannot keep it (replace-guard.ts).
  const openRow = async () => {
    const opened = current
      ? await actions.open(meta.id).then(() => true)
      : await actions.guardReplace(() => actions.open(meta.id));
    if (opened) onOpened();
  };
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
          <label htmlFor={inputId} className="ui-visually-hidden">
            {t('list.newName', { name: meta.name })}
          </label>
          <input
            id={inputId}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            maxLength={200}
          />
          <button type="submit" className="btn btn-sm btn-primary">
            {t('list.saveName')}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setRenaming(false)}>
            {t('cancel')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="sessions-open"
          onClick={() => void openRow()}
          aria-label={t('list.open', { name: meta.name })}
        >
          <span className="sessions-name">{meta.name}</span>
          <span className="sessions-meta">
            {current && `${t('list.openNow')} · `}
            {setupWords(meta, t)}
            {t('list.messages', { count: meta.messageCount })} · {t('list.exchanges', { count: meta.exchangeCount })} ·{' '}
            {when(meta.updatedAt, i18n.language)}
            {meta.readOnly && ` · ${t('list.readOnly')}`}
          </span>
          {inTab && <span className="sessions-in-tab">{t('list.inTab')}</span>}
        </button>
      )}
      {!renaming && (
        <div className="sessions-row-actions">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setRenaming(true)}
            aria-label={t('list.renameName', { name: meta.name })}
          >
            {t('list.rename')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => void actions.duplicate(meta.id)}
            aria-label={t('list.duplicateName', { name: meta.name })}
          >
            {t('list.duplicate')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost btn-danger"
            onClick={() => void actions.remove(meta.id)}
            aria-label={t('list.deleteName', { name: meta.name })}
          >
            {t('list.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

export function SessionsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('sessions');
  const list = useSavedSessions((s) => s.list);
  const currentId = useSavedSessions((s) => s.current.id);
  const inTab = useSavedSessions((s) => s.inTab);
  // Storage refused (full, failing) or absent: nothing here is saved in the browser, so the description must not say so.
  const unsaved = useSavedSessions((s) => s.status === 'memory');
  const actions = useSavedSessionsActions();
  const [query, setQuery] = useState('');
  const shown = searchSessions(list, query);
  const searchId = useId();
  return (
    <Dialog
      open={open}
      title={t('list.title')}
      onClose={onClose}
      size="wide"
      description={t(unsaved ? 'list.descriptionInTab' : 'list.description')}
      footer={
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void actions.guardReplace(() => actions.newSession()).then((ran) => ran && onClose())}
        >
          {t('list.new')}
        </button>
      }
    >
      <div className="sessions-search">
        <label htmlFor={searchId}>{t('list.search')}</label>
        <input id={searchId} className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {inTab.length > 0 && (
        <p className="session-banner" data-tone="warn" role="status" data-testid="in-tab-notice">
          {t('list.inTabNotice', { count: inTab.length })}
        </p>
      )}
      {list.length === 0 ? (
        <p className="sessions-empty">{t('list.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="sessions-empty">{t('list.noMatch', { query })}</p>
      ) : (
        <ul className="sessions-list" aria-label={t('list.saved')}>
          {shown.map((meta) => (
            <SessionRow
              key={meta.id}
              meta={meta}
              current={meta.id === currentId}
              inTab={inTab.includes(meta.id)}
              onOpened={onClose}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
