// Tokens per message of a request, so it is plain which messages (often tool results) make the prompt grow.
import { useState } from 'react';
import { messageText, PER_MESSAGE_OVERHEAD, roleOf } from './message-tokens';
import { useRequestTokens } from './use-request-tokens';
import './tokens.css';

function previewOf(message: unknown): string {
  const text = messageText(message).split('\n').slice(1).join(' ');
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}

/** Rows rendered before "Show all": a table of 10,000 messages would stall the panel for nothing. */
const ROW_LIMIT = 300;

export function MessageTokenList({ messages, tools }: { messages: readonly unknown[]; tools?: readonly unknown[] }) {
  const counts = useRequestTokens(messages, tools);
  const [all, setAll] = useState(false);
  const shown = all ? messages : messages.slice(0, ROW_LIMIT);
  return (
    <table className="tok-table" aria-busy={counts === null}>
      <caption>Tokens per message (estimate, o200k_base, incl. {PER_MESSAGE_OVERHEAD} per-message format tokens)</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Role</th>
          <th scope="col">Text</th>
          <th scope="col" className="tok-num">Tokens</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((message, i) => (
          <tr key={i}>
            <td>{i}</td>
            <td>{roleOf(message)}</td>
            <td className="tok-preview">{previewOf(message)}</td>
            <td className="tok-num">{counts ? counts.perMessage[i]?.toLocaleString('en-US') : 'counting…'}</td>
          </tr>
        ))}
        {shown.length < messages.length && (
          <tr>
            <td colSpan={4}>
              <button type="button" className="tok-more" onClick={() => setAll(true)}>
                Show all {messages.length.toLocaleString('en-US')} messages
              </button>
            </td>
          </tr>
        )}
        {tools && tools.length > 0 && (
          <tr>
            <td />
            <td>tools</td>
            <td className="tok-preview">{tools.length} definition{tools.length === 1 ? '' : 's'} (re-sent every request)</td>
            <td className="tok-num">{counts ? counts.tools.toLocaleString('en-US') : 'counting…'}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
