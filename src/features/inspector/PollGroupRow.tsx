// The exchange list's row for back-to-back polls of one Assistants run: how many, the run polled, the last answer's status.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui';
import type { Exchange } from '@loopscope/engine/types';
import { callNumberText, type CallNumber } from '../../store';
import { formatDuration, pathOf, statusBadge } from './exchange-info';
import { groupDuration } from './list-rows';

interface PollGroupRowProps {
  id: string;
  members: readonly Exchange[];
  /** Every exchange's number in the list ("1.5"): the group shows its first and last poll's. */
  numbers: ReadonlyMap<string, CallNumber>;
  expanded: boolean;
  selected: boolean;
  setSize: number;
  position: number;
  style: CSSProperties;
  onClick(): void;
}

/** The run's status as the last poll read it (`"status":"requires_action"`), without parsing the whole body. */
function lastRunStatus(members: readonly Exchange[]): string | null {
  const body = members.at(-1)?.responseBody ?? '';
  return /"status"\s*:\s*"([a-z_]+)"/.exec(body)?.[1] ?? null;
}

/** "1.5–1.7": the group's first and last poll as the list numbers them (one number when they are the same). */
function numberRange(members: readonly Exchange[], numbers: ReadonlyMap<string, CallNumber>): string {
  const text = (e: Exchange) => callNumberText(numbers.get(e.id) ?? { step: e.step, call: null });
  const first = text(members[0]!);
  const last = text(members.at(-1)!);
  return first === last ? last : `${first}–${last}`;
}

export function PollGroupRow({
  id,
  members,
  numbers,
  expanded,
  selected,
  setSize,
  position,
  style,
  onClick,
}: PollGroupRowProps) {
  const { t, i18n } = useTranslation('inspector');
  const { t: timelineT } = useTranslation('timeline');
  const last = members.at(-1)!;
  const status = lastRunStatus(members);
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-setsize={setSize}
      aria-posinset={position}
      className="insp-list-row insp-poll-group"
      style={style}
      title={t('poll.title', {
        count: members.length,
        path: pathOf(last.url),
        action: t(expanded ? 'poll.collapse' : 'poll.expand'),
      })}
      onClick={onClick}
    >
      <span className="insp-step">
        <span className="ui-visually-hidden">{t('list.step')} </span>
        {numberRange(members, numbers)}
      </span>
      <span className="insp-method">
        <span className="insp-group-chevron" aria-hidden="true">
          {expanded ? '▾' : '▸'}
        </span>{' '}
        {last.method}
      </span>
      <span className="insp-path">
        <strong className="insp-poll-count">{t('poll.count', { count: members.length })}</strong>
        {/* An option cannot carry aria-expanded, so its name says whether the group is open. */}
        <span className="ui-visually-hidden">{t(expanded ? 'poll.open' : 'poll.closed')}</span> {pathOf(last.url)}
      </span>
      <span className="insp-list-badges">
        {status && <Badge tone="info">{status}</Badge>}
        <Badge tone={statusBadge(last, t, timelineT).tone}>{statusBadge(last, t, timelineT).label}</Badge>
      </span>
      <span className="insp-duration">{formatDuration(groupDuration(members), t, i18n.language)}</span>
    </div>
  );
}
