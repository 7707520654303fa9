// The handoff's timeline: each agent's loop in its own lane, both drawn by the playground's own Timeline (the
// specialist's over its own session), labelled triage and specialist.
import { useTranslation } from 'react-i18next';
import { SessionProvider, useServices } from '../../store';
import { Timeline, type TimelineProps } from '../timeline';
import { useHandoff, useHandoffRuntime } from './handoff-context';
import './handoff.css';

export function AgentLanes({ onOpenPending, renderTokens }: Pick<TimelineProps, 'onOpenPending' | 'renderTokens'>) {
  const { t } = useTranslation('workshop');
  const { specialist } = useHandoffRuntime();
  const services = useServices();
  const handedOver = useHandoff((s) => s.handedOver);
  return (
    <div className="agent-lanes">
      <section className="agent-lane" aria-label={t('handoffTriage')} data-lane="triage">
        <h3 className="agent-lane-title">{t('handoffTriage')}</h3>
        <Timeline onOpenPending={onOpenPending} renderTokens={renderTokens} />
      </section>
      <section className="agent-lane" aria-label={t('handoffSpecialist')} data-lane="specialist">
        <h3 className="agent-lane-title">{t('handoffSpecialist')}</h3>
        {handedOver ? (
          <SessionProvider store={specialist} services={services}>
            <Timeline onOpenPending={() => {}} renderTokens={renderTokens} />
          </SessionProvider>
        ) : (
          <p className="agent-lane-waiting">{t('handoffWaiting')}</p>
        )}
      </section>
    </div>
  );
}
