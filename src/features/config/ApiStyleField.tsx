// API style: Chat Completions works today; Responses and Assistants are shown as coming, not broken.
import type { ApiStyle } from '../../store/engine-types';
import { useSession } from '../../store';

const STYLES: { id: ApiStyle; label: string; available: boolean; note: string }[] = [
  { id: 'chat', label: 'Chat Completions', available: true, note: 'POST /v1/chat/completions — you resend the whole messages list every time.' },
  { id: 'responses', label: 'Responses', available: false, note: 'Coming soon: POST /v1/responses with previous_response_id.' },
  { id: 'assistants', label: 'Assistants', available: false, note: 'Coming soon: threads, runs and requires_action (deprecated upstream; the mock keeps it alive).' },
];

export function ApiStyleField() {
  const current = useSession((s) => s.draft.apiStyle);
  return (
    <fieldset className="segmented">
      <legend className="field-label">API style</legend>
      {STYLES.map((style) => (
        <label key={style.id} className="segmented-option" data-disabled={!style.available || undefined} title={style.note}>
          <input type="radio" name="api-style" value={style.id} checked={current === style.id} disabled={!style.available} readOnly />
          <span>{style.label}</span>
          {!style.available && <span className="soon">soon</span>}
        </label>
      ))}
      <p className="field-hint">{STYLES.find((s) => s.id === current)?.note}</p>
    </fieldset>
  );
}
