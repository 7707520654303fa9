// The configured tools exactly as the chosen API style sends them in `tools`: nested under "function" for Chat, flat for Responses.
import { toolsAsSent, useSession } from '../../store';

export function ToolsAsSent() {
  const config = useSession((s) => s.draft);
  if (config.tools.length === 0) return null;
  const flat = config.apiStyle === 'responses';
  return (
    <details className="tools-as-sent" data-testid="tools-as-sent">
      <summary>
        As sent in <code>tools</code> — {flat ? 'flat (Responses)' : 'nested (Chat Completions)'}
      </summary>
      <p className="field-hint">
        {flat
          ? 'Responses takes each tool flat: name, description, parameters and strict sit beside type. Chat Completions nests the same fields under "function".'
          : 'Chat Completions nests each tool under "function". Responses takes the same fields flat, beside type.'}
      </p>
      <pre className="tools-as-sent-json" tabIndex={0} aria-label="Tools as sent">
        {JSON.stringify(toolsAsSent(config), null, 2)}
      </pre>
    </details>
  );
}
