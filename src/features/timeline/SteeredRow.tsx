// A `response.steer` the learner sent, where it lands on the timeline: its text, the server's answer, the request it went with.
import { useTranslation } from 'react-i18next';
import type { SteerNote } from '../../store';

export function SteeredRow({ note, wentWith }: { note: SteerNote; wentWith: number | null }) {
  const { t } = useTranslation('timeline');
  const where =
    note.answer === 'failed'
      ? t('steered.failed', { message: note.message })
      : wentWith !== null
        ? t('steered.wentWith', { step: wentWith })
        : note.answer === 'pending'
          ? t('steered.pending')
          : note.answer === 'accepted'
            ? t('steered.accepted')
            : t('steered.sent');
  return (
    <div className="steered-row" role="note" aria-label={t('steered.label')} data-answer={note.answer ?? 'none'}>
      <strong>{t('steered.youSent')}</strong> <q>{note.text}</q> <span className="card-note">{where}</span>
      {/* A socket has no explanation header: the pending frame's required_input is why it waited for that request. */}
      {wentWith !== null && note.waitingFor.length > 0 && (
        <span className="card-note steered-why"> {t('steered.why', { calls: note.waitingFor.join(', ') })}</span>
      )}
    </div>
  );
}
