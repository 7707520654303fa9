// "Save as test": the loop-test file drafted from a loop, editable and checked as it is typed, downloaded with the
// cassette it replays; in the playground the session can also carry the expectations from then on.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui';
import type { Exchange } from '@loopscope/wire/exchange';
import { cassetteFromExchanges, cassetteText } from '@loopscope/payloads/cassettes/cassette-file';
import { draftTestFile, fileStem } from '@loopscope/payloads/loop-tests/draft-test';
import { readLoopTestFile } from '@loopscope/payloads/loop-tests/parse-file';
import { readRun } from '@loopscope/payloads/loop-tests/recorded-run';
import { downloadText } from '../sessions';

export interface SaveAsTestDialogProps {
  open: boolean;
  onClose(): void;
  /** The loop's exchanges, in the order they were sent. */
  exchanges: readonly Exchange[];
  /** The loop's name: the case's name and the files' stem. */
  title: string;
  /** Given in the playground: the session then carries the file (its text, checked by the bar and saved with it). */
  onAttach?(source: string, text: string): void;
  /** Given in the playground: "Load expectations…" reads a *.loop.yaml for the session; resolves with why it could not, or null. */
  onLoadFile?(file: File): Promise<string | null>;
}

export function SaveAsTestDialog({ open, onClose, exchanges, title, onAttach, onLoadFile }: SaveAsTestDialogProps) {
  const { t } = useTranslation('loop-tests');
  const ids = useId();
  const [stem, setStem] = useState('');
  const [text, setText] = useState('');
  const [edited, setEdited] = useState(false);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const run = useMemo(() => (open ? readRun(exchanges) : null), [open, exchanges]);
  const cleanStem = fileStem(stem);

  // A fresh draft each time the dialog opens, from the loop as it is then.
  useEffect(() => {
    if (!open) return;
    setStem(fileStem(title));
    setEdited(false);
    setLoadProblem(null);
  }, [open, title]);
  // The draft follows the file name until the user edits the text itself.
  useEffect(() => {
    if (!open || !run || edited) return;
    setText(draftTestFile(run, { name: title, cassetteFile: `${fileStem(stem || title)}.cassette.json` }));
  }, [open, run, stem, title, edited]);

  const read = useMemo(() => readLoopTestFile(text, `${cleanStem}.loop.yaml`), [text, cleanStem]);
  const count = read.ok ? read.file.cases.reduce((sum, c) => sum + c.expect.length, 0) : 0;
  const empty = exchanges.length === 0;

  const save = (attach: boolean) => {
    if (!read.ok || empty) return;
    downloadText(`${cleanStem}.loop.yaml`, text, 'application/yaml');
    downloadText(`${cleanStem}.cassette.json`, cassetteText(cassetteFromExchanges(cleanStem, exchanges)));
    if (attach && onAttach) onAttach(`${cleanStem}.loop.yaml`, text);
    onClose();
  };
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onLoadFile) return;
    const problem = await onLoadFile(file);
    setLoadProblem(problem);
    if (problem === null) onClose();
  };

  return (
    <Dialog
      open={open}
      title={t('dialog.title')}
      onClose={onClose}
      size="wide"
      description={t('dialog.description')}
      dirty={edited}
      onSubmit={() => save(Boolean(onAttach))}
      footer={
        <>
          {onLoadFile && (
            <>
              <button
                type="button"
                className="btn btn-ghost save-as-test-load"
                onClick={() => fileInput.current?.click()}
              >
                {t('bar.load')}
              </button>
              <input
                ref={fileInput}
                type="file"
                accept=".yaml,.yml,.json"
                hidden
                onChange={(event) => void load(event)}
              />
            </>
          )}
          <button type="button" className="btn" disabled={!read.ok || empty} onClick={() => save(false)}>
            {t('dialog.download')}
          </button>
          {onAttach && (
            <button type="button" className="btn btn-primary" disabled={!read.ok || empty} onClick={() => save(true)}>
              {t('dialog.downloadAndAttach')}
            </button>
          )}
        </>
      }
    >
      {loadProblem && (
        <p className="loop-test-problem" role="alert">
          {loadProblem}
        </p>
      )}
      {empty ? (
        <p>{t('dialog.nothing')}</p>
      ) : (
        <div className="save-as-test">
          <label htmlFor={`${ids}-stem`}>{t('dialog.fileName')}</label>
          <input
            id={`${ids}-stem`}
            className="input save-as-test-stem"
            value={stem}
            onChange={(event) => setStem(event.target.value)}
            spellCheck={false}
          />
          <label htmlFor={`${ids}-text`}>{t('dialog.draft', { file: `${cleanStem}.loop.yaml` })}</label>
          <textarea
            id={`${ids}-text`}
            className="textarea save-as-test-text"
            value={text}
            spellCheck={false}
            aria-describedby={`${ids}-check`}
            onChange={(event) => {
              setEdited(true);
              setText(event.target.value);
            }}
          />
          <div id={`${ids}-check`} role="status" className="save-as-test-check" data-valid={read.ok}>
            {read.ok ? (
              t('dialog.valid', { count })
            ) : (
              <>
                {t('dialog.invalid')}
                <ul>
                  {read.errors.slice(0, 5).map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
