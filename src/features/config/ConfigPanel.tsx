// The configuration column: scenario, API style, provider and model, prompts, tools, options and mock faults.
import type { ReactNode } from 'react';
import { useSession } from '../../store';
import { ApiStyleField } from './ApiStyleField';
import { FaultsFields } from './FaultsFields';
import { Section } from './Field';
import { ModelField } from './ModelField';
import { OptionsFields } from './OptionsFields';
import { PromptFields } from './PromptFields';
import { ProviderFields } from './ProviderFields';
import { ScenarioPicker } from './ScenarioPicker';
import { ScriptFields } from './ScriptFields';
import './config.css';

export interface ConfigPanelProps {
  /** The tools section (its own feature, placed here by the app). */
  tools: ReactNode;
}

export function ConfigPanel({ tools }: ConfigPanelProps) {
  const held = useSession((s) => s.draft !== s.engine.config && !s.detached && s.engine.branchOrder.some((id) => (s.engine.branches[id]?.exchanges.length ?? 0) > 0));
  const toolCount = useSession((s) => s.draft.tools.length);
  const scriptTurns = useSession((s) => s.draft.modelScript?.length ?? 0);
  return (
    <div className="config-panel">
      {held && (
        <p className="config-held" role="status">
          You changed the configuration after the session started. <strong>Reset</strong> to run with it.
        </p>
      )}
      <div className="config-top">
        <ScenarioPicker />
      </div>
      <Section title="Request">
        <ApiStyleField />
        <ProviderFields />
        <ModelField />
        <PromptFields />
      </Section>
      <Section title="Tools" summary={`${toolCount}`}>
        {tools}
      </Section>
      <Section title="Options">
        <OptionsFields />
      </Section>
      <Section title="Model script" defaultOpen={scriptTurns > 0} summary={scriptTurns > 0 ? `${scriptTurns} turn${scriptTurns === 1 ? '' : 's'}` : 'off'}>
        <ScriptFields />
      </Section>
      <Section title="Mock faults" defaultOpen={false}>
        <FaultsFields />
      </Section>
    </div>
  );
}
