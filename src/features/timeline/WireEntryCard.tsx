// An entry of a style the timeline has no dedicated card for: its kind and its exact wire object as JSON.
import { memo } from 'react';
import type { TimelineEntry } from '../../store/engine-types';
import { CardFrame } from './CardFrame';
import { provenanceNote } from './MessageCard';

export const WireEntryCard = memo(function WireEntryCard({ index, item }: { index: number; item: TimelineEntry }) {
  return (
    <CardFrame kind="other" index={index} note={provenanceNote(item)} sentIn={item.firstSentInStep}>
      <p className="card-explain">
        {item.style} · {item.kind}
      </p>
      <pre className="card-text mono">{JSON.stringify(item.wire, null, 2)}</pre>
    </CardFrame>
  );
});
