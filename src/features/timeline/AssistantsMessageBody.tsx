// A thread message the run wrote: each content part (text as markdown, images by file id), its annotations as
// numbered citations with the passage they back and a link to the upload of the file they cite, and why the
// message ended when it is incomplete.
import { useTranslation } from 'react-i18next';
import { useActiveExchanges, useSessionActions } from '../../store';
import type { Exchange } from '@loopscope/engine/types';
import type { AssistantsWire } from '@loopscope/payloads/assistants/entries';
import { citedPassage } from './citations';
import { Markdown } from './Markdown';

interface Annotation {
  type: string;
  text: string;
  start_index?: number;
  file_citation?: { file_id: string };
  file_path?: { file_id: string };
}

interface Part {
  type: string;
  text?: { value: string; annotations?: Annotation[] };
  image_file?: { file_id: string };
}

/** The file name inside a citation marker such as `【4:0†notes.md】`. */
function citedName(marker: string): string | null {
  return /†([^】]+)】/.exec(marker)?.[1] ?? null;
}

/** The recorded `POST /v1/files` whose answer is this file: where its uploaded content can be read. */
function uploadOf(exchanges: readonly Exchange[], fileId: string): Exchange | undefined {
  return exchanges.find(
    (e) =>
      e.method === 'POST' && /\/files$/.test(new URL(e.url).pathname) && (e.responseBody ?? '').includes(`"${fileId}"`),
  );
}

export function AssistantsMessageBody({ wire }: { wire: AssistantsWire }) {
  const { t } = useTranslation('timeline');
  const message = wire as unknown as {
    content?: Part[];
    status?: string;
    incomplete_details?: { reason?: string } | null;
  };
  const parts = Array.isArray(message.content) ? message.content : [];
  const exchanges = useActiveExchanges();
  const { selectExchange } = useSessionActions();
  const notes: { n: number; annotation: Annotation; passage: string }[] = [];
  const texts = parts.map((part) => {
    if (part.type !== 'text' || !part.text)
      return part.image_file ? `*[${t('assistants.image', { id: part.image_file.file_id })}]*` : '';
    let value = part.text.value;
    for (const annotation of part.text.annotations ?? []) {
      const n = notes.length + 1;
      const start = annotation.start_index ?? part.text.value.indexOf(annotation.text);
      notes.push({
        n,
        annotation,
        passage: annotation.type === 'file_citation' ? citedPassage(part.text.value, start) : '',
      });
      // The marker is replaced by a footnote number, as a reader of the answer would want it shown.
      value = value.split(annotation.text).join(` [${n}]`);
    }
    return value;
  });
  return (
    <>
      <Markdown text={texts.filter(Boolean).join('\n\n')} />
      {notes.length > 0 && (
        <ol className="citation-list" aria-label={t('assistants.citations')}>
          {notes.map(({ n, annotation, passage }) => {
            const fileId = annotation.file_citation?.file_id ?? annotation.file_path?.file_id ?? '';
            const name = citedName(annotation.text);
            const upload = uploadOf(exchanges, fileId);
            const file = (
              <>
                <code>{fileId}</code>
                {name && <> ({name})</>}
              </>
            );
            return (
              <li key={n} value={n}>
                <code>{annotation.type}</code> {t('assistants.file')}{' '}
                {upload ? (
                  <button
                    type="button"
                    className="citation-file"
                    title={t('assistants.showUpload', { name: name ?? fileId })}
                    onClick={() => selectExchange(upload.id)}
                  >
                    {file}
                  </button>
                ) : (
                  file
                )}{' '}
                {t('assistants.marker')} <code>{annotation.text}</code>
                {passage && <blockquote className="citation-quote">{passage}</blockquote>}
              </li>
            );
          })}
        </ol>
      )}
      {message.status === 'incomplete' && (
        <p className="card-explain">
          {t('assistants.incomplete', { reason: message.incomplete_details?.reason ?? t('assistants.noReason') })}
        </p>
      )}
    </>
  );
}
