// Two texts diffed word by word (diff-match-patch, the engine jsondiffpatch uses for text): removals struck, additions marked.
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { diff_match_patch, DIFF_DELETE, DIFF_INSERT } from '@dmsnell/diff-match-patch';
import './diff-view.css';

export interface TextDiffProps {
  before: string;
  after: string;
  ariaLabel: string;
}

export function TextDiff({ before, after, ariaLabel }: TextDiffProps) {
  const { t } = useTranslation('ui');
  const parts = useMemo(() => {
    const dmp = new diff_match_patch();
    const diffs = dmp.diff_main(before, after);
    // Semantic cleanup turns character soup into whole words and phrases a reader can follow.
    dmp.diff_cleanupSemantic(diffs);
    return diffs.map(([op, text]) => ({ op, text }));
  }, [before, after]);
  if (before === after)
    return (
      <p className="ui-text-diff ui-text-diff-same" aria-label={ariaLabel}>
        {after || t('diff.empty')} <span className="ui-diff-note">{t('diff.identical')}</span>
      </p>
    );
  return (
    <p className="ui-text-diff" aria-label={ariaLabel}>
      {parts.map((part, i) =>
        part.op === DIFF_DELETE ? (
          <del key={i} className="ui-diff-removed" data-diff="removed">
            <span className="ui-visually-hidden">{t('diff.removed')} </span>
            {part.text}
          </del>
        ) : part.op === DIFF_INSERT ? (
          <ins key={i} className="ui-diff-added" data-diff="added">
            <span className="ui-visually-hidden">{t('diff.added')} </span>
            {part.text}
          </ins>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
