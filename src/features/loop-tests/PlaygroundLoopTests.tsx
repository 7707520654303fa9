// The playground's loop-test controls: "Save as test" for the open session's loop, "Load expectations…" from a
// *.loop.yaml, and the bar that checks the session's expectations again after every run, replay and edit.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attachExpectations,
  detachExpectations,
  expectationResults,
  expectationsFromFile,
  useActiveExchanges,
  useAttachedExpectations,
  useSavedSessions,
} from '../../store';
import { ExpectationsBar } from './ExpectationsBar';
import { SaveAsTestDialog } from './SaveAsTestDialog';
import './loop-tests.css';

/** Files bigger than this are not loop tests (a test file is a few kilobytes). */
const MAX_TEST_FILE_BYTES = 1024 * 1024;

export function LoopTestButtons() {
  const { t } = useTranslation('loop-tests');
  const [open, setOpen] = useState(false);
  const exchanges = useActiveExchanges();
  const session = useSavedSessions((s) => s.current);

  const load = async (file: File): Promise<string | null> => {
    if (file.size > MAX_TEST_FILE_BYTES)
      return t('bar.unreadable', { file: file.name, problem: `${Math.round(file.size / 1024)} KB` });
    const loaded = expectationsFromFile(file.name, await file.text());
    if (!loaded.ok)
      return loaded.problem === 'no case'
        ? t('bar.noCases', { file: file.name })
        : t('bar.unreadable', { file: file.name, problem: loaded.problem });
    attachExpectations(session.id, loaded.attached);
    return null;
  };

  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)} title={t('saveAsTestTitle')}>
        {t('saveAsTest')}
      </button>
      <SaveAsTestDialog
        open={open}
        onClose={() => setOpen(false)}
        exchanges={exchanges}
        title={session.name}
        onAttach={(source, text) => {
          // The dialog attaches only text that reads; a draft without a case attaches nothing.
          const loaded = expectationsFromFile(source, text);
          if (loaded.ok) attachExpectations(session.id, loaded.attached);
        }}
        onLoadFile={load}
      />
    </>
  );
}

/** The bar, when the open session carries expectations. */
export function SessionExpectationsBar() {
  const exchanges = useActiveExchanges();
  const sessionId = useSavedSessions((s) => s.current.id);
  const attached = useAttachedExpectations(sessionId);
  const results = useMemo(
    () => (attached ? expectationResults(exchanges, attached.expectations) : null),
    [exchanges, attached],
  );
  if (!attached || !results) return null;
  return <ExpectationsBar results={results} source={attached.source} onRemove={() => detachExpectations(sessionId)} />;
}
