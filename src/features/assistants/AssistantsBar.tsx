// Above the timeline in Assistants mode: the run-status diagram and the note that the API is retired upstream,
// with a way to take the same assistant (instructions, tools, first message) to Responses.
import { Trans, useTranslation } from 'react-i18next';
import { styleViews, useSession, useSessionActions, useUserReset } from '../../store';
import { assistantsMessageText, type AssistantSetup } from '@loopscope/payloads/assistants/entries';
import { RunStatusDiagram } from './RunStatusDiagram';
import './assistants.css';

/** The day OpenAI retired the Assistants API, shown in the UI language's date format. */
const RETIRED = new Date(Date.UTC(2026, 7, 26));

export function AssistantsBar() {
  const style = useSession((s) => s.engine.config.apiStyle);
  if (!styleViews(style).runBar) return null;
  return (
    <div className="assistants-bar">
      <RunStatusDiagram />
      <RetiredNote />
    </div>
  );
}

function RetiredNote() {
  const { t, i18n } = useTranslation('assistants');
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages);
  const actions = useSessionActions();
  const reset = useUserReset();
  const openInResponses = () => {
    const setup = entries?.find((e) => e.kind === 'system')?.wire as AssistantSetup | undefined;
    const firstUser = entries?.find((e) => e.kind === 'user');
    actions.updateDraft((d) => ({
      ...d,
      apiStyle: 'responses',
      systemPrompt: setup?.instructions ?? d.systemPrompt,
      model: setup?.model ?? d.model,
      userMessage: firstUser ? assistantsMessageText(firstUser.wire as never) : d.userMessage,
    }));
    // The Assistants run stays in the sessions list; the Responses version starts as a new session.
    reset();
  };
  return (
    <div className="assistants-retired" role="note">
      <details>
        <summary>
          {/* A short screen shows the short form (assistants.css), so the note fits beside the run's path on one line. */}
          <span className="retired-long">
            {t('retired', {
              date: RETIRED.toLocaleDateString(i18n.language, {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                timeZone: 'UTC',
              }),
            })}
          </span>
          <span className="retired-short">{t('retiredShort')}</span>
        </summary>
        <p className="assistants-retired-text">
          <Trans t={t} i18nKey="simulated" components={{ code: <code /> }} />
        </p>
      </details>
      <button type="button" className="btn btn-sm" onClick={openInResponses} title={t('openTitle')}>
        {t('open')}
      </button>
    </div>
  );
}
