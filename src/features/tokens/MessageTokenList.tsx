// Tokens per message of a request, so it is plain which messages (often tool results) make the prompt grow.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, PER_MESSAGE_OVERHEAD, roleOf, type ModelContext } from '../../store';
import { useRequestTokens } from './use-request-tokens';
import './tokens.css';

function previewOf(message: unknown): string {
  const text = messageText(message).split('\n').slice(1).join(' ');
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}

/** Rows rendered before "Show all": a table of 10,000 messages would stall the panel for nothing. */
const ROW_LIMIT = 300;

export function MessageTokenList({ context }: { context: ModelContext }) {
  const { entries: messages, tools } = context;
  const { t, i18n } = useTranslation('tokens');
  const counts = useRequestTokens(context);
  const [all, setAll] = useState(false);
  const shown = all ? messages : messages.slice(0, ROW_LIMIT);
  return (
    <table className="tok-table" aria-busy={counts === null}>
      <caption>{t('list.caption', { overhead: PER_MESSAGE_OVERHEAD })}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('list.role')}</th>
          <th scope="col">{t('list.text')}</th>
          <th scope="col" className="tok-num">
            {t('list.tokens')}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((message, i) => (
          <tr key={i}>
            <td>{i}</td>
            <td>{roleOf(message)}</td>
            <td className="tok-preview">{previewOf(message)}</td>
            <td className="tok-num">{counts ? counts.perEntry[i]?.toLocaleString(i18n.language) : t('counting')}</td>
          </tr>
        ))}
        {shown.length < messages.length && (
          <tr>
            <td colSpan={4}>
              <button type="button" className="tok-more" onClick={() => setAll(true)}>
                {t('list.showAll', { count: messages.length })}
              </button>
            </td>
          </tr>
        )}
        {tools && tools.length > 0 && (
          <tr>
            <td />
            <td>{t('list.tools')}</td>
            <td className="tok-preview">{t('list.definitions', { count: tools.length })}</td>
            <td className="tok-num">{counts ? counts.tools.toLocaleString(i18n.language) : t('counting')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
