// The tools list in the configuration: what the model may call, strict-mode health at a glance, add/edit/remove (with undo).
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ToolSpec } from '@loopscope/engine/types';
import { useServices, useSession, useSessionActions } from '../../store';
import { Badge } from '../../ui';
import { ToolEditorDialog } from './ToolEditorDialog';
import { ToolsAsSent } from './ToolsAsSent';
import { newTool, newToolName } from './tool-templates';
import './tool-editor.css';

export function ToolsSection() {
  const { t } = useTranslation('tool-editor');
  const tools = useSession((s) => s.draft.tools);
  const actions = useSessionActions();
  const services = useServices();
  // An index edits that tool; 'new' edits a tool that joins the list only when saved (Cancel adds nothing).
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [fresh, setFresh] = useState<ToolSpec | null>(null);
  const [removed, setRemoved] = useState<{ tool: ToolSpec; index: number } | null>(null);

  const add = () => {
    setFresh(newTool(newToolName(tools.map((tool) => tool.name))));
    setEditing('new');
  };
  const remove = (index: number) => {
    const tool = tools[index];
    if (!tool) return;
    actions.updateDraft((d) => ({ ...d, tools: d.tools.filter((_, i) => i !== index) }));
    setRemoved({ tool, index });
  };
  const undoRemove = () => {
    if (!removed) return;
    actions.updateDraft((d) => ({
      ...d,
      tools: [...d.tools.slice(0, removed.index), removed.tool, ...d.tools.slice(removed.index)],
    }));
    setRemoved(null);
  };
  const save = (tool: ToolSpec) => {
    actions.updateDraft((d) => ({
      ...d,
      tools: editing === 'new' ? [...d.tools, tool] : d.tools.map((old, i) => (i === editing ? tool : old)),
    }));
    setEditing(null);
    setFresh(null);
  };
  const editingTool = editing === 'new' ? fresh : editing === null ? undefined : tools[editing];

  return (
    <div className="tools-section">
      {tools.length === 0 ? (
        <p className="field-hint">{t('list.none')}</p>
      ) : (
        <ul className="tool-list">
          {tools.map((tool, index) => {
            const errors = services.checkTool(tool).filter((f) => f.severity === 'error').length;
            return (
              <li key={`${tool.name}-${index}`} className="tool-row">
                <div className="tool-row-main">
                  <code className="tool-name">{tool.name}</code>
                  <span className="tool-desc">{tool.description}</span>
                </div>
                <div className="tool-row-badges">
                  {tool.strict && <Badge>strict</Badge>}
                  {errors > 0 && (
                    <Badge tone="danger" title={t('list.rejectHint')}>
                      {t('list.schemaErrors', { count: errors })}
                    </Badge>
                  )}
                </div>
                <div className="tool-row-actions">
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => setEditing(index)}
                    aria-label={t('list.editName', { name: tool.name })}
                  >
                    {t('list.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => remove(index)}
                    aria-label={t('list.removeName', { name: tool.name })}
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removed && (
        <p className="tool-removed" role="status">
          <Trans t={t} i18nKey="list.removed" values={{ name: removed.tool.name }} components={{ code: <code /> }} />{' '}
          <button type="button" className="btn btn-sm" onClick={undoRemove}>
            {t('list.undo')}
          </button>
        </p>
      )}
      <button type="button" className="btn btn-sm" onClick={add}>
        + {t('list.add')}
      </button>
      <ToolsAsSent />
      {editingTool && editing !== null && (
        <ToolEditorDialog
          key={editing}
          tool={editingTool}
          otherNames={tools.filter((_, i) => i !== editing).map((tool) => tool.name)}
          onClose={() => {
            setEditing(null);
            setFresh(null);
          }}
          onSave={save}
        />
      )}
    </div>
  );
}
