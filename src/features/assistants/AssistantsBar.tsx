// Above the timeline in Assistants mode: the run-status diagram and the note that the API is retired upstream,
// with a way to take the same assistant (instructions, tools, first message) to Responses.
import { useSession, useSessionActions } from '../../store';
import { assistantsMessageText, type AssistantSetup } from '../../wire/assistants/entries';
import { RunStatusDiagram } from './RunStatusDiagram';
import './assistants.css';

export function AssistantsBar() {
  const style = useSession((s) => s.engine.config.apiStyle);
  if (style !== 'assistants') return null;
  return (
    <div className="assistants-bar">
      <RunStatusDiagram />
      <RetiredNote />
    </div>
  );
}

function RetiredNote() {
  const entries = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages);
  const actions = useSessionActions();
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
    actions.reset();
  };
  return (
    <div className="assistants-retired" role="note">
      <details>
        <summary>Retired upstream on 2026-08-26 — simulated here</summary>
        Loopscope simulates the Assistants API so code and courses that use it can still be read, taught and migrated. The same loop in Responses: instructions become a
        system message, the thread becomes <code>input</code> items, <code>required_action</code> calls become <code>function_call</code> items. A replay of an edited output
        starts a new thread and run (a run cannot be rewound) and submits this branch’s outputs when the new run asks for the same calls.
      </details>
      <button type="button" className="btn btn-sm" onClick={openInResponses} title="Start a Responses session with this assistant’s instructions, tools and first message (the Assistants run is cleared)">
        Open in Responses
      </button>
    </div>
  );
}
