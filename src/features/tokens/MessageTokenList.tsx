// Tokens per message of a request, so it is plain which messages (often tool results) make the prompt grow.
import { messageText, PER_MESSAGE_OVERHEAD, roleOf } from './message-tokens';
import { useRequestTokens } from './use-request-tokens';
import './tokens.css';

function previewOf(message: unknown): string {
  const text = messageText(message).split('\n').slice(1).join(' ');
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}

export function MessageTokenList({ messages, tools }: { messages: readonly unknown[]; tools?: readonly unknown[] }) {
  const counts = useRequestTokens(messages, tools);
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
        {messages.map((message, i) => (
          <tr key={i}>
            <td>{i}</td>
            <td>{roleOf(message)}</td>
            <td className="tok-preview">{previewOf(message)}</td>
            <td className="tok-num">{counts ? counts.perMessage[i]?.toLocaleString('en-US') : 'counting…'}</td>
          </tr>
        ))}
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
