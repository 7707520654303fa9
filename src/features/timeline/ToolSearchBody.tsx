// A tool_search_call or tool_search_output card's body: who ran the search, what it asked, and which tools it loaded.
import { Trans, useTranslation } from 'react-i18next';
import './tool-search.css';

type Item = Record<string, unknown>;

/** The card kind and label of a tool search item, or null for any other item. */
export function toolSearchCard(wire: Item): { kind: 'assistant-calls' | 'tool'; label: string } | null {
  if (wire.type === 'tool_search_call')
    return { kind: 'assistant-calls', label: `tool_search_call · ${executionOf(wire)}` };
  if (wire.type === 'tool_search_output') return { kind: 'tool', label: `tool_search_output · ${executionOf(wire)}` };
  return null;
}

/** A wire field as the body carries it (`arguments: {...}`): its name is the API's, not text to translate. */
function wireField(name: string, value: unknown): string {
  return `${name}: ${JSON.stringify(value ?? null)}`;
}

function executionOf(wire: Item): string {
  return wire.execution === 'client' ? 'client' : 'server';
}

/** One loaded tool as a line: a namespace with the tools it brought, or a single tool. */
function loadedLine(tool: Item): { name: string; members: string[] | null } {
  if (tool.type === 'namespace' && Array.isArray(tool.tools))
    return { name: String(tool.name), members: (tool.tools as Item[]).map((m) => String(m.name)) };
  return { name: String(tool.name ?? tool.type), members: null };
}

export function ToolSearchBody({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  const client = wire.execution === 'client';
  if (wire.type === 'tool_search_call') {
    return (
      <>
        <p className="card-explain">{client ? t('search.callClient') : t('search.callServer')}</p>
        <p className="card-text">
          <code>{wireField('arguments', wire.arguments)}</code>
        </p>
      </>
    );
  }
  const lines = (Array.isArray(wire.tools) ? (wire.tools as Item[]) : []).map(loadedLine);
  // The tools the model can now call: a namespace brings each of its members.
  const count = lines.reduce((sum, line) => sum + (line.members?.length ?? 1), 0);
  return (
    <>
      <p className="card-explain">{t('search.loaded', { count })}</p>
      <ul className="tool-search-loaded">
        {lines.map(({ name, members }) => (
          <li key={name}>
            {members ? (
              <Trans
                t={t}
                i18nKey="search.namespace"
                values={{ count: members.length }}
                components={{ name: <code>{name}</code>, members: <code>{members.join(', ')}</code> }}
              />
            ) : (
              <code>{name}</code>
            )}
          </li>
        ))}
      </ul>
      <p className="card-explain">{client ? t('search.outputClient') : t('search.outputServer')}</p>
    </>
  );
}
