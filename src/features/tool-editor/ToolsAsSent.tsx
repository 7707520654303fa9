// The configured tools exactly as the chosen API style sends them in `tools`: nested under "function" for Chat, flat for Responses.
import { Trans, useTranslation } from 'react-i18next';
import { styleViews, toolsAsSent, useSession } from '../../store';

export function ToolsAsSent() {
  const { t } = useTranslation('tool-editor');
  const config = useSession((s) => s.draft);
  if (config.tools.length === 0) return null;
  const flat = styleViews(config.apiStyle).toolsShape === 'flat';
  return (
    <details className="tools-as-sent" data-testid="tools-as-sent">
      <summary>
        <Trans t={t} i18nKey={flat ? 'asSent.flat' : 'asSent.nested'} components={{ code: <code /> }} />
      </summary>
      <p className="field-hint">{flat ? t('asSent.flatHint') : t('asSent.nestedHint')}</p>
      <pre className="tools-as-sent-json" tabIndex={0} aria-label={t('asSent.label')}>
        {JSON.stringify(toolsAsSent(config), null, 2)}
      </pre>
    </details>
  );
}
