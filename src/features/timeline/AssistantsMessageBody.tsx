// A thread message the run wrote: each content part (text as markdown, images by file id), its annotations as
// numbered citations pointing at the file they quote, and why the message ended when it is incomplete.
import { useTranslation } from 'react-i18next';
import type { AssistantsWire } from '../../wire/assistants/entries';
import { Markdown } from './Markdown';

interface Annotation {
  type: string;
  text: string;
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

export function AssistantsMessageBody({ wire }: { wire: AssistantsWire }) {
  const { t } = useTranslation('timeline');
  const message = wire as unknown as { content?: Part[]; status?: string; incomplete_details?: { reason?: string } | null };
  const parts = Array.isArray(message.content) ? message.content : [];
  const notes: { n: number; annotation: Annotation }[] = [];
  const texts = parts.map((part) => {
    if (part.type !== 'text' || !part.text) return part.image_file ? `*[${t('assistants.image', { id: part.image_file.file_id })}]*` : '';
    let value = part.text.value;
    for (const annotation of part.text.annotations ?? []) {
      const n = notes.length + 1;
      notes.push({ n, annotation });
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
          {notes.map(({ n, annotation }) => {
            const fileId = annotation.file_citation?.file_id ?? annotation.file_path?.file_id ?? '';
            const name = citedName(annotation.text);
            return (
              <li key={n} value={n}>
                <code>{annotation.type}</code> {t('assistants.file')} <code>{fileId}</code>
                {name && <> ({name})</>} {t('assistants.marker')} <code>{annotation.text}</code>
              </li>
            );
          })}
        </ol>
      )}
      {message.status === 'incomplete' && <p className="card-explain">{t('assistants.incomplete', { reason: message.incomplete_details?.reason ?? t('assistants.noReason') })}</p>}
    </>
  );
}
