// Parsed JSON objects read as `city = "Berlin"` pairs, the way a function receives them; anything else as JSON.
export function KeyValues({ value, testId }: { value: unknown; testId?: string }) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return (
      <code className="args-parsed" data-testid={testId}>
        {JSON.stringify(value)}
      </code>
    );
  }
  return (
    <span className="args-parsed" data-testid={testId}>
      {Object.entries(value).map(([key, v]) => (
        <span key={key} className="arg-pair">
          <span className="arg-key">{key}</span>=<code>{JSON.stringify(v)}</code>
        </span>
      ))}
    </span>
  );
}
