// An assistant tool_calls message: each call with its id, the raw `arguments` string the wire carries, and it parsed.
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import { KeyValues } from './KeyValues';
import { asJsonStringLiteral, type ToolCallView } from './message-kind';

type ParsedArguments = { ok: true; value: unknown } | { ok: false; error: string } | { ok: false; notString: string };

/** The arguments parsed as the user's code would parse them; a value that is not a string at all is named, not parsed. */
function parseArguments(raw: unknown): ParsedArguments {
  if (typeof raw !== 'string') return { ok: false, notString: raw === null ? 'null' : Array.isArray(raw) ? 'array' : typeof raw };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * `item`: one call that is its own wire object (a Responses function_call item, an Assistants required_action call)
 * rather than a Chat message's `tool_calls`; `explain` says how it is answered in that style.
 */
export function ToolCallsBody({ calls, text, item = false, explain }: { calls: ToolCallView[]; text: string | null; item?: boolean; explain?: string }) {
  const { t } = useTranslation('timeline');
  const linked = useSession((s) => s.linkedCallId);
  const { setLinkedCall } = useSessionActions();
  return (
    <div className="tool-calls">
      {item ? (
        <p className="card-explain">{explain ?? t('calls.itemExplain')}</p>
      ) : (
        <p className="card-explain">
          <code>{`content: ${text === null ? 'null' : JSON.stringify(text)}`}</code> {t('calls.first', { count: calls.length })}
        </p>
      )}
      <ol className="tool-call-list">
        {calls.map((call) => {
          const parsed = parseArguments(call.arguments);
          return (
            <li
              key={call.id}
              className="tool-call"
              data-linked={linked === call.id || undefined}
              data-call-id={call.id}
              tabIndex={0}
              onMouseEnter={() => setLinkedCall(call.id)}
              onMouseLeave={() => setLinkedCall(null)}
              onFocus={() => setLinkedCall(call.id)}
              onBlur={() => setLinkedCall(null)}
              aria-label={t('calls.callLabel', { name: call.name, id: call.id })}
            >
              <div className="tool-call-head">
                <code className="tool-call-name">{call.name}</code>
                <code className="call-id" title={item ? t('calls.callIdItem') : t('calls.callIdChat')}>
                  {call.id}
                </code>
              </div>
              <div className="args-row">
                <span className="args-label" title={t('calls.wireStringTitle', { field: item ? 'arguments' : 'function.arguments' })}>
                  {t('calls.wireString')}
                </span>
                <code className="args-raw" data-testid="args-raw">
                  {typeof call.arguments === 'string' ? asJsonStringLiteral(call.arguments) : JSON.stringify(call.arguments)}
                </code>
              </div>
              <div className="args-row">
                <span className="args-label">{t('calls.parsed')}</span>
                {parsed.ok ? (
                  <KeyValues value={parsed.value} testId="args-parsed" />
                ) : 'notString' in parsed ? (
                  <span className="args-invalid">{t('calls.notString', { type: parsed.notString, field: item ? 'arguments' : 'function.arguments' })}</span>
                ) : (
                  <span className="args-invalid">{t('calls.invalid', { error: parsed.error })}</span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

