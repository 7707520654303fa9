// A labelled form row: label, control, optional hint; the label is always tied to the control for screen readers.
import type { ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  children: ReactNode;
}

export function Field({ label, htmlFor, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && <div className="field-hint">{hint}</div>}
    </div>
  );
}

/** A collapsible group of fields; open by default for the fields a first-time user needs. */
export function Section({
  title,
  children,
  defaultOpen = true,
  summary,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  summary?: ReactNode;
}) {
  return (
    <details className="config-section" open={defaultOpen}>
      <summary>
        <span className="config-section-title">{title}</span>
        {summary && <span className="config-section-summary">{summary}</span>}
      </summary>
      <div className="config-section-body">{children}</div>
    </details>
  );
}
