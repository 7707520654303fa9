// "Try it": run the implementation in the sandbox with sample arguments, exactly as the loop would call it.
import { useId, useState } from 'react';
import type { ToolRunResult } from '../../store/engine-types';
import { useServices } from '../../store';

export function TryIt({ name, source, initialArguments }: { name: string; source: string; initialArguments: string }) {
  const services = useServices();
  const [args, setArgs] = useState(initialArguments);
  const [result, setResult] = useState<ToolRunResult | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const argsId = useId();

  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      setResult(await services.runTool({ callId: 'call_try_it', name, argumentsJson: args }, source));
    } catch (error) {
      setResult(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="try-it">
      <label htmlFor={argsId} className="field-label">
        Try it — <code>arguments</code> (the JSON string the model would send)
      </label>
      <div className="try-it-row">
        <input id={argsId} className="input mono" value={args} spellCheck={false} onChange={(e) => setArgs(e.target.value)} />
        <button type="button" className="btn" onClick={() => void run()} disabled={running}>
          {running ? 'Running…' : 'Run tool'}
        </button>
      </div>
      {failure && (
        <p className="finding finding-error" role="alert">
          The sandbox could not run: {failure}
        </p>
      )}
      {result && (
        <div className="try-it-result" data-ok={result.ok} aria-live="polite">
          <div className="try-it-meta">
            <span>{result.ok ? '✓ returned' : '✗ failed'}</span>
            <span>{result.durationMs.toFixed(1)} ms</span>
            <span>tool message content:</span>
          </div>
          <pre className="try-it-output" tabIndex={0} aria-label="Tool output">
            {result.output}
          </pre>
          {result.logs.length > 0 && (
            <pre className="try-it-logs" aria-label="Console output" tabIndex={0}>
              {result.logs.join('\n')}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
