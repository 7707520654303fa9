// The playground's answer to an MCP server that asks the user something (elicitation): a form built from the requested
// schema, and the three answers the protocol knows: accept (with the form's content), decline, cancel (Escape, ✕).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui';
import { useElicitation, type ElicitField } from '../../store';

type Values = Record<string, string | boolean>;

function initialValues(fields: ElicitField[]): Values {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.type === 'boolean' ? false : f.type === 'enum' ? (f.options?.[0] ?? '') : '']),
  );
}

/** The content sent with accept: numbers as numbers, empty optional fields left out. */
function contentOf(fields: ElicitField[], values: Values): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'boolean') content[field.name] = value === true;
    else if (value === '' || value === undefined) continue;
    else content[field.name] = field.type === 'number' || field.type === 'integer' ? Number(value) : value;
  }
  return content;
}

function missing(fields: ElicitField[], values: Values): string[] {
  return fields
    .filter((f) => f.required && f.type !== 'boolean' && String(values[f.name] ?? '').trim() === '')
    .map((f) => f.name);
}

export function ElicitationDialog() {
  const question = useElicitation((s) => s.question);
  const answer = useElicitation((s) => s.answer);
  // A new question (a new object) starts a fresh form.
  return question ? (
    <ElicitationForm
      key={question.message + question.fields.map((f) => f.name).join()}
      fields={question.fields}
      message={question.message}
      onAnswer={answer}
    />
  ) : null;
}

function ElicitationForm({
  message,
  fields,
  onAnswer,
}: {
  message: string;
  fields: ElicitField[];
  onAnswer: ReturnType<typeof useElicitation<(a: never) => void>>;
}) {
  const { t } = useTranslation('timeline');
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const [tried, setTried] = useState(false);
  const lacking = missing(fields, values);
  const accept = () => {
    setTried(true);
    if (lacking.length === 0) onAnswer({ action: 'accept', content: contentOf(fields, values) } as never);
  };
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <Dialog
      open
      title={t('elicitation.title')}
      description={t('elicitation.description')}
      onClose={() => onAnswer({ action: 'cancel' } as never)}
      onSubmit={accept}
      submitHint={t('elicitation.submitHint')}
      footer={
        <>
          <button type="button" className="btn" onClick={() => onAnswer({ action: 'cancel' } as never)}>
            {t('elicitation.cancel')}
          </button>
          <button type="button" className="btn" onClick={() => onAnswer({ action: 'decline' } as never)}>
            {t('elicitation.decline')}
          </button>
          <button type="button" className="btn btn-primary" onClick={accept}>
            {t('elicitation.accept')}
          </button>
        </>
      }
    >
      <form
        className="elicitation-form"
        data-testid="elicitation-form"
        onSubmit={(event) => {
          event.preventDefault();
          accept();
        }}
      >
        <p className="elicitation-message">{message}</p>
        {fields.map((field, index) => {
          const id = `elicit-${field.name}`;
          const label = field.title ?? field.name;
          const invalid = tried && lacking.includes(field.name);
          return (
            <div key={field.name} className="elicitation-field">
              {field.type === 'boolean' ? (
                <label htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={values[field.name] === true}
                    onChange={(e) => set(field.name, e.target.checked)}
                    autoFocus={index === 0}
                  />{' '}
                  {label}
                </label>
              ) : (
                <>
                  <label htmlFor={id}>
                    {label}
                    {field.required && <span aria-hidden="true"> *</span>}
                  </label>
                  {field.type === 'enum' ? (
                    <select
                      id={id}
                      value={String(values[field.name])}
                      onChange={(e) => set(field.name, e.target.value)}
                      autoFocus={index === 0}
                    >
                      {field.options!.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      type={field.type === 'string' ? 'text' : 'number'}
                      value={String(values[field.name])}
                      required={field.required}
                      aria-invalid={invalid || undefined}
                      aria-describedby={field.description ? `${id}-hint` : undefined}
                      onChange={(e) => set(field.name, e.target.value)}
                      autoFocus={index === 0}
                    />
                  )}
                  {field.description && (
                    <small id={`${id}-hint`} className="elicitation-hint">
                      {field.description}
                    </small>
                  )}
                  {invalid && <small className="elicitation-missing">{t('elicitation.required')}</small>}
                </>
              )}
            </div>
          );
        })}
        {/* Enter in a text field accepts, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
