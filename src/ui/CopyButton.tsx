// Copies a string exactly as given (no trimming or re-encoding) and announces the result politely.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import './ui.css';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Insecure contexts and denied permissions have no async clipboard; the legacy path still works there.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

export function CopyButton({ text, label, ariaLabel }: { text: string; label?: string; ariaLabel?: string }) {
  const { t } = useTranslation('ui');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 1600);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <>
      <button
        type="button"
        className="ui-button"
        aria-label={ariaLabel}
        onClick={() => void writeClipboard(text).then((ok) => setStatus(ok ? 'copied' : 'failed'))}
      >
        {status === 'copied' ? t('copy.copied') : status === 'failed' ? t('copy.failed') : (label ?? t('copy.copy'))}
      </button>
      <span role="status" className="ui-visually-hidden">
        {status === 'copied' ? t('copy.announceCopied') : status === 'failed' ? t('copy.announceFailed') : ''}
      </span>
    </>
  );
}
