// The configuration column: scenario, API style, provider and model, prompts, tools, options and mock faults.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useUserReset } from '../../store';
import { ApiStyleField } from './ApiStyleField';
import { FaultsFields } from './FaultsFields';
import { Section } from './Field';
import { McpServersField } from './McpServersField';
import { ModelField } from './ModelField';
import { OptionsFields } from './OptionsFields';
import { PromptFields } from './PromptFields';
import { ProviderFields } from './ProviderFields';
import { ScenarioPicker } from './ScenarioPicker';
import { ScriptFields } from './ScriptFields';
import './config.css';
import { isLoopCall } from '@loopscope/wire/wires';

export interface ConfigPanelProps {
  /** The tools section (its own feature, placed here by the app). */
  tools: ReactNode;
  /**
   * After "Start a new session": the notice and its button are gone, so the app moves the focus on (it fell to the
   * page) to where the learner goes next.
   */
  onNewSession?(): void;
}

export function ConfigPanel({ tools, onNewSession }: ConfigPanelProps) {
  const { t, i18n } = useTranslation('config');
  const held = useSession(
    (s) =>
      s.draft !== s.engine.config &&
      !s.detached &&
      s.engine.branchOrder.some((id) => (s.engine.branches[id]?.exchanges ?? []).some(isLoopCall)),
  );
  const toolCount = useSession((s) => s.draft.tools.length);
  const mcpServers = useSession((s) => s.draft.mcpServers?.length ?? 0);
  const scriptTurns = useSession((s) => s.draft.modelScript?.length ?? 0);
  const reset = useUserReset();
  return (
    <div className="config-panel">
      {held && (
        <div className="config-held" role="status">
          <p>{t('held')}</p>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              reset();
              onNewSession?.();
            }}
          >
            {t('heldAction')}
          </button>
        </div>
      )}
      <div className="config-top">
        <ScenarioPicker />
      </div>
      <Section title={t('sections.request')}>
        <ApiStyleField />
        <ProviderFields />
        <ModelField />
        <PromptFields />
      </Section>
      <Section title={t('sections.tools')} summary={toolCount.toLocaleString(i18n.language)}>
        {tools}
      </Section>
      <Section
        title={t('sections.mcp')}
        defaultOpen={mcpServers > 0}
        summary={mcpServers.toLocaleString(i18n.language)}
      >
        <McpServersField />
      </Section>
      <Section title={t('sections.options')}>
        <OptionsFields />
      </Section>
      <Section
        title={t('sections.script')}
        defaultOpen={scriptTurns > 0}
        summary={scriptTurns > 0 ? t('script.turns', { count: scriptTurns }) : t('script.off')}
      >
        <ScriptFields />
      </Section>
      <Section title={t('sections.faults')} defaultOpen={false}>
        <FaultsFields />
      </Section>
    </div>
  );
}
