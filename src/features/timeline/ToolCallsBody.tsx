// An assistant tool_calls message: each call with its id, the raw `arguments` string the wire carries and it parsed, or a custom call's input string.
import { useTranslation } from 'react-i18next';
import { checkArguments } from '@loopscope/payloads/doctor/index';
import { useSession, useSessionActions } from '../../store';
import { CodeSpans, useArgumentIssueWords } from '../doctor';
import { KeyValues } from './KeyValues';
import { McpCallNest } from './McpCallNest';
import { asJsonStringLiteral, type ToolCallView } from './message-kind';

type ParsedArguments = { ok: true; value: unknown } | { ok: false; error: string } | { ok: false; notString: string };

/** The arguments parsed as the user's code would parse them; a value that is not a string at all is named, not parsed. */
function parseArguments(raw: unknown): ParsedArguments {
  if (typeof raw !== 'string')
    return { ok: false, notString: raw === null ? 'null' : Array.isArray(raw) ? 'array' : typeof raw };
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
export function ToolCallsBody({
  calls,
  text,
  item = false,
  explain,
}: {
  calls: ToolCallView[];
  text: string | null;
  item?: boolean;
  explain?: string;
}) {
  const { t } = useTranslation('timeline');
  const linked = useSession((s) => s.linkedCallId);
  const tools = useSession((s) => s.engine.config.tools);
  const { setLinkedCall } = useSessionActions();
  return (
    <div className="tool-calls">
      {item ? (
        <p className="card-explain">{explain ?? t('calls.itemExplain')}</p>
      ) : (
        <p className="card-explain">
          <code>{`content: ${text === null ? 'null' : JSON.stringify(text)}`}</code>{' '}
          {t('calls.first', { count: calls.length })}
        </p>
      )}
      <ol className="tool-call-list">
        {calls.map((call) => (
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
            {call.input === undefined ? (
              <FunctionArguments
                raw={call.arguments}
                field={item ? 'arguments' : 'function.arguments'}
                schema={tools.find((tool) => tool.name === call.name && !tool.custom)?.parameters}
              />
            ) : (
              <CustomInput input={call.input} field={item ? 'input' : 'custom.input'} />
            )}
            <McpCallNest callId={call.id} item={item} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One labelled row with a wire value exactly as the body carries it. */
function RawRow({ label, title, testId, text }: { label: string; title: string; testId: string; text: string }) {
  return (
    <div className="args-row">
      <span className="args-label" title={title}>
        {label}
      </span>
      <code className="args-raw" data-testid={testId}>
        {text}
      </code>
    </div>
  );
}

/**
 * A function call's `arguments`: the string the wire carries, it parsed as the user's code would, and (when the session
 * knows the tool) it checked against the tool's schema, each problem with its path.
 */
function FunctionArguments({ raw, field, schema }: { raw: unknown; field: string; schema?: unknown }) {
  const { t } = useTranslation('timeline');
  const issueWords = useArgumentIssueWords();
  const parsed = parseArguments(raw);
  // Text that is not JSON is said above; here only JSON that does not fit.
  const issues = parsed.ok && schema !== undefined ? checkArguments(raw, schema) : [];
  return (
    <>
      <RawRow
        label={t('calls.wireString')}
        title={t('calls.wireStringTitle', { field })}
        testId="args-raw"
        text={typeof raw === 'string' ? asJsonStringLiteral(raw) : JSON.stringify(raw)}
      />
      <div className="args-row">
        <span className="args-label">{t('calls.parsed')}</span>
        {parsed.ok ? (
          <KeyValues value={parsed.value} testId="args-parsed" />
        ) : 'notString' in parsed ? (
          <span className="args-invalid">{t('calls.notString', { type: parsed.notString, field })}</span>
        ) : (
          <span className="args-invalid">{t('calls.invalid', { error: parsed.error })}</span>
        )}
      </div>
      {parsed.ok && schema !== undefined && (
        <div className="args-row">
          <span className="args-label">{t('calls.schema')}</span>
          {issues.length === 0 ? (
            <span className="args-fits">{t('calls.schemaFits')}</span>
          ) : (
            <ul className="args-issues" aria-label={t('calls.schemaIssues', { count: issues.length })}>
              {issues.map((issue, i) => (
                <li key={i} data-kind={issue.kind}>
                  <CodeSpans text={issueWords(issue)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

/** A custom tool call: its input is the string itself, with nothing to parse — the difference from a function call. */
function CustomInput({ input, field }: { input: string; field: string }) {
  const { t } = useTranslation('timeline');
  return (
    <>
      <RawRow
        label={t('calls.customInput')}
        title={t('calls.customInputTitle', { field })}
        testId="custom-input"
        text={asJsonStringLiteral(input)}
      />
      <p className="card-explain">{t('calls.customNote')}</p>
    </>
  );
}
