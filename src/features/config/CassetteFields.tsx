// The Cassette provider's fields: load a cassette (or a saved session) file, see its hits and misses, and choose whether misses reach the mock.
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CassetteService } from '../../store';
import { Field } from './Field';

/** A snapshot that changes whenever what is shown does (loaded() builds a new object on every call). */
function counts(cassette: CassetteService): string {
  const loaded = cassette.loaded();
  return loaded
    ? `${loaded.name}\u0000${loaded.entries}\u0000${loaded.report.hits.length}\u0000${loaded.report.misses.length}`
    : '';
}

export function CassetteFields({ cassette }: { cassette: CassetteService }) {
  const { t } = useTranslation('config');
  const fileId = useId();
  const fallId = useId();
  const [error, setError] = useState<string | null>(null);
  // The player counts hits and misses as the loop runs: re-read on every change it reports.
  useSyncExternalStore(cassette.subscribe, () => counts(cassette));
  const loaded = cassette.loaded();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = cassette.load(await file.text());
    setError(result.ok ? null : result.error);
  };
  const misses = loaded?.report.misses.length ?? 0;
  return (
    <>
      <Field
        label={t('cassette.file')}
        htmlFor={fileId}
        hint={loaded ? t('cassette.loaded', { name: loaded.name, count: loaded.entries }) : t('cassette.none')}
      >
        <input
          id={fileId}
          className="input"
          type="file"
          accept=".json,application/json"
          data-testid="cassette-file"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {error && (
          <p className="field-error" role="alert">
            {t('cassette.refused', { error })}
          </p>
        )}
        {loaded && (
          <p className="field-hint" data-testid="cassette-report">
            {t('cassette.report', { hits: loaded.report.hits.length, misses })}
          </p>
        )}
      </Field>
      <div className="check-row">
        <input
          id={fallId}
          type="checkbox"
          defaultChecked={cassette.fallthrough()}
          onChange={(e) => cassette.setFallthrough(e.target.checked)}
        />
        <label htmlFor={fallId}>{t('cassette.fallthrough')}</label>
      </div>
    </>
  );
}
