// Programmatic tool calling on the timeline: a program's code, its output, and the calls it makes drawn nested under it.
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import './program-cards.css';

type Item = Record<string, unknown>;

/** The program a call or its output belongs to (`caller.caller_id`), or null for a direct call. */
export function programCallerOf(wire: Item): string | null {
  const caller = wire.caller as { type?: unknown; caller_id?: unknown } | null | undefined;
  return caller?.type === 'program' && typeof caller.caller_id === 'string' ? caller.caller_id : null;
}

/** The program the server runs: its JavaScript, and who answers the calls it makes. */
export function ProgramBody({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  return (
    <div>
      <p className="card-explain">
        <Trans
          t={t}
          i18nKey="program.explain"
          components={{ field: <code />, id: <code>{String(wire.call_id)}</code> }}
        />
      </p>
      <pre className="code-step-program mono" aria-label={t('program.code')}>
        {String(wire.code ?? '')}
      </pre>
      <p className="card-explain">
        <Trans t={t} i18nKey="program.fingerprint" components={{ field: <code /> }} />
      </p>
    </div>
  );
}

/** What the program returned, and that it is finished. */
export function ProgramOutputBody({ wire }: { wire: Item }) {
  const { t } = useTranslation('timeline');
  return (
    <div>
      <p className="card-explain">
        <Trans
          t={t}
          i18nKey="program.output"
          components={{ id: <code>{String(wire.call_id)}</code>, status: <code>{String(wire.status)}</code> }}
        />
      </p>
      <pre className="code-step-output mono">{String(wire.result ?? '')}</pre>
    </div>
  );
}

/** A call the program made (or its output), indented under the program with a line naming it. */
export function NestedInProgram({ programId, children }: { programId: string | null; children: ReactNode }) {
  const { t } = useTranslation('timeline');
  if (!programId) return <>{children}</>;
  return (
    <div className="program-nested" data-program={programId}>
      <p className="program-nested-note">
        <Trans t={t} i18nKey="program.nested" components={{ id: <code>{programId}</code> }} />
      </p>
      {children}
    </div>
  );
}
