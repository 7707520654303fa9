// The branch switcher: every fork as a tree, where it diverged and how it ended; pick one to see its timeline, or compare two.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import { Icon } from '../../ui';
import { CompareDialog } from '../compare';
import { branchName, branchTree } from './branch-tree';
import './branches.css';

export function BranchSwitcher() {
  const { t } = useTranslation('branches');
  const rootWords = { original: t('original'), captured: t('captured') };
  const branches = useSession((s) => s.engine.branches);
  const order = useSession((s) => s.engine.branchOrder);
  const activeId = useSession((s) => s.engine.activeBranchId);
  const { switchBranch } = useSessionActions();
  const [open, setOpen] = useState(false);
  const [comparing, setComparing] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const nodes = branchTree(branches, order);
  const active = branches[activeId];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className="branch-switcher" ref={rootRef} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="btn btn-sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        disabled={nodes.length < 2}
        title={nodes.length < 2 ? t('noBranchesYet') : t('switch')}
      >
        <Icon.branch /> {active ? branchName(active, rootWords) : t('main')}
        {nodes.length > 1 && <span className="branch-count">{nodes.length}</span>}
      </button>
      <button type="button" className="btn btn-sm" onClick={() => setComparing(true)} title={t('compareHint')}>
        {t('compare')}
      </button>
      {comparing && <CompareDialog open onClose={() => setComparing(false)} />}
      {open && (
        <ul id={listId} className="branch-menu" aria-label={t('branches')}>
          {nodes.map(({ branch, depth }) => (
            <li key={branch.id} style={{ paddingLeft: 8 + depth * 16 }}>
              <button
                type="button"
                className="branch-item"
                aria-current={branch.id === activeId || undefined}
                onClick={() => {
                  switchBranch(branch.id);
                  setOpen(false);
                }}
              >
                {depth > 0 && (
                  <span aria-hidden="true" className="branch-elbow">
                    └
                  </span>
                )}
                <span className="branch-label">{branchName(branch, rootWords)}</span>
                <span className="branch-meta">
                  {branch.forkIndex !== null && `${t('forkedAt', { index: branch.forkIndex })} · `}
                  {t('requests', { count: branch.steps })} · {t(`status.${branch.status}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
