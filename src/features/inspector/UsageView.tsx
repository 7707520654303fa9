// Token usage as the server reported it, with the "usage" field explained on focus.
import { InfoTip } from '../../ui';
import type { UsageView as Usage } from './exchange-info';

const fmt = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

export function UsageView({ usage }: { usage: Usage | null }) {
  return (
    <div className="insp-usage">
      <InfoTip title="usage" body="Tokens the server counted and bills for this call. prompt_tokens grows every step because the whole conversation and every tool definition are re-sent.">
        Usage
      </InfoTip>
      {usage ? (
        <span>
          prompt <b>{fmt(usage.prompt)}</b> · completion <b>{fmt(usage.completion)}</b> · total <b>{fmt(usage.total)}</b>
        </span>
      ) : (
        <span className="insp-muted">not reported</span>
      )}
    </div>
  );
}
