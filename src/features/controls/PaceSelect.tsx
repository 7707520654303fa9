// The loop's pace beside Run: instant, normal, slow (tool results land one by one), or step by step (one request per Run).
import { useId } from 'react';
import { PACES, useSession, useSessionActions, type Pace } from '../../store';

export function PaceSelect() {
  const id = useId();
  const pace = useSession((s) => s.pace);
  const { setPace } = useSessionActions();
  return (
    <span className="pace-select">
      <label htmlFor={id} className="visually-hidden">
        Pace
      </label>
      <select id={id} className="select select-sm" value={pace} onChange={(e) => setPace(e.target.value as Pace)} title="How fast the loop plays: slower paces land each tool result on its own; step by step sends one request per Run">
        {PACES.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </select>
    </span>
  );
}
