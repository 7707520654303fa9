// A tool message: which call it answers (tool_call_id), the content string as sent, and whether it is JSON or text.
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import { Badge } from '../../ui';
import { KeyValues } from './KeyValues';
import { asJsonStringLiteral, contentShape, formatBytes } from './message-kind';

/** Cards show this much of a long result; the rest opens on demand so a 5 MB result costs nothing to scroll past. */
export const PREVIEW_CHARS = 600;

export interface ToolResultBodyProps {
  callId: string;
  toolName: string | null;
  content: string;
  ok: boolean | null;
  onOpenFull(): void;
  /** The field that links the result to its call: Chat's `tool_call_id` or a Responses item's `call_id`. */
  idField?: 'tool_call_id' | 'call_id';
}

export function ToolResultBody({
  callId,
  toolName,
  content,
  ok,
  onOpenFull,
  idField = 'tool_call_id',
}: ToolResultBodyProps) {
  const { t, i18n } = useTranslation('timeline');
  const size = formatBytes(content.length, i18n.language);
  const linked = useSession((s) => s.linkedCallId === callId);
  const { setLinkedCall } = useSessionActions();
  const shape = useMemo(() => contentShape(content), [content]);
  const long = content.length > PREVIEW_CHARS;
  const preview = long ? content.slice(0, PREVIEW_CHARS) : content;

  return (
    <div className="tool-result">
      <div className="tool-result-head">
        <span
          className="call-link"
          data-linked={linked || undefined}
          tabIndex={0}
          onMouseEnter={() => setLinkedCall(callId)}
          onMouseLeave={() => setLinkedCall(null)}
          onFocus={() => setLinkedCall(callId)}
          onBlur={() => setLinkedCall(null)}
          title={t('result.linkTitle', { field: idField })}
        >
          <Trans t={t} i18nKey="result.answers" components={{ id: <code className="call-id">{callId}</code> }} />
          {toolName && (
            <>
              {' '}
              <Trans t={t} i18nKey="result.from" components={{ name: <code>{toolName}</code> }} />
            </>
          )}
        </span>
        <Badge tone={shape.kind === 'json' ? 'success' : 'neutral'}>
          {shape.kind === 'json'
            ? t('result.json')
            : shape.kind === 'text'
              ? t('result.text')
              : t('result.sized', { size })}
        </Badge>
        {ok === false && <Badge tone="danger">{t('result.threw')}</Badge>}
      </div>
      <code className="content-raw" data-testid="tool-content">
        <span className="args-label">{idField === 'call_id' ? 'output' : 'content'}</span>{' '}
        {asJsonStringLiteral(preview)}
        {long && '…'}
      </code>
      {shape.kind === 'json' && !long && (
        <div className="args-row">
          <span className="args-label">{t('calls.parsed')}</span>
          <KeyValues value={shape.value} testId="tool-parsed" />
        </div>
      )}
      {long && (
        <button type="button" className="btn btn-sm" onClick={onOpenFull}>
          {t('card.showAll', { size })}
        </button>
      )}
    </div>
  );
}
