// Renders one timeline row of any kind; new rows slide in (motion), existing ones never re-animate.
import { memo, useState, type ComponentType } from 'react';
import { m, useReducedMotion } from 'motion/react';
import type { ApiStyle, EntryOfStyle, TimelineEntry } from '@loopscope/engine/types';
import type { TimelineRow } from '../../store';
import { McpApproval } from './McpApproval';
import { AskedToolCall } from './AskedToolCall';
import { AssistantsCard } from './AssistantsCard';
import { ErrorCard } from './ErrorCard';
import { ItemCard } from './ItemCard';
import { resultCallId } from './item-view';
import { MessageCard } from './MessageCard';
import { PendingRow } from './PendingRow';
import { StatusRow } from './StatusRow';
import { StepSeparator } from './StepSeparator';
import { SteeredRow } from './SteeredRow';

interface CardProps {
  index: number;
  item: TimelineEntry;
  toolName: string | null;
}

/** The card an entry of each API style is drawn with; a new style adds its card here. */
const CARDS: { [S in ApiStyle]: ComponentType<{ index: number; item: EntryOfStyle<S>; toolName: string | null }> } = {
  chat: MessageCard,
  responses: ItemCard,
  assistants: AssistantsCard,
};

export interface TimelineRowViewProps {
  row: TimelineRow;
  /** True only for rows that appeared after the timeline was first drawn. */
  animate: boolean;
  toolNames: ReadonlyMap<string, string>;
  onOpenPending(): void;
}

/**
 * Memoised: the timeline redraws whenever the virtualizer measures a row or a message lands, and each row's card
 * (markdown, token counts) is the costly part. Rows are rebuilt as new objects each time, so they compare field by field.
 */
export const TimelineRowView = memo(
  TimelineRowViewInner,
  (before, after) =>
    sameFields(before.row, after.row) &&
    before.animate === after.animate &&
    before.toolNames === after.toolNames &&
    before.onOpenPending === after.onOpenPending,
);

function sameFields(a: TimelineRow, b: TimelineRow): boolean {
  const before: Record<string, unknown> = a;
  const after: Record<string, unknown> = b;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

function TimelineRowViewInner({ row, animate, toolNames, onOpenPending }: TimelineRowViewProps) {
  const reduced = useReducedMotion();
  // Decided once at mount: the wrapper never changes type, so a row never remounts (and loses an open dialog),
  // and rows scrolled into view (not new) skip the animation machinery entirely.
  const [animated] = useState(animate && !reduced);
  const content = renderRow(row, toolNames, onOpenPending);
  if (!animated) return <div>{content}</div>;
  return (
    <m.div
      initial={{ opacity: 0, y: 10, scale: 0.985 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      transition={{ duration: 0.28, ease: [0.2, 0.8, 0.2, 1] }}
    >
      {content}
    </m.div>
  );
}

function renderRow(row: TimelineRow, toolNames: ReadonlyMap<string, string>, onOpenPending: () => void) {
  switch (row.kind) {
    case 'message': {
      const callId = row.item.kind === 'tool-result' ? resultCallId(row.item) : '';
      const Card = CARDS[row.item.style] as ComponentType<CardProps>;
      return <Card index={row.index} item={row.item} toolName={callId ? (toolNames.get(callId) ?? null) : null} />;
    }
    case 'step':
      return (
        <StepSeparator
          step={row.step}
          exchangeId={row.exchangeId}
          messageCount={row.messageCount}
          attempts={row.attempts}
          status={row.status}
          state={row.state}
          streamed={row.streamed}
          socket={row.socket === true}
        />
      );
    case 'error':
      return <ErrorCard step={row.step} view={row.view} />;
    case 'pending':
      return <PendingRow step={row.step} messageCount={row.messageCount} onOpen={onOpenPending} />;
    case 'status':
      return <StatusRow status={row.status} reason={row.reason} stop={row.stop} httpStatus={row.httpStatus} />;
    case 'asked':
      return <AskedToolCall name={row.name} callId={row.callId} />;
    case 'steered':
      return <SteeredRow note={row.note} wentWith={row.wentWith} />;
    case 'approval':
      return <McpApproval name={row.name} callId={row.callId} server={row.server} args={row.arguments} />;
  }
}
