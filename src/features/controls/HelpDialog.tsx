// The keyboard help dialog (`?`): every shortcut from the same table the key handler reads.
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui';
import { SHORTCUTS } from './shortcuts';

export function HelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('controls');
  return (
    <Dialog open={open} onClose={onClose} title={t('help.title')} description={t('help.description')}>
      <table className="shortcut-table">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.label}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' + '}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(`shortcuts.${s.label}`)}</td>
            </tr>
          ))}
          <tr>
            <td>
              <kbd>{t('help.escKey')}</kbd>
            </td>
            <td>{t('help.closeDialog')}</td>
          </tr>
        </tbody>
      </table>
    </Dialog>
  );
}
