// The question asked before New session, open, import or Reset replaces a session browser storage cannot keep:
// download it first, keep it in this tab (lost when the tab closes), or stay with it.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogCancelButton } from '../../ui';
import { useSavedSessions, useSavedSessionsActions } from '../../store';
import { downloadText } from './download';

export function ReplaceConfirm() {
  const { t } = useTranslation('sessions');
  const actions = useSavedSessionsActions();
  const replacing = useSavedSessions((s) => s.replacing);
  const name = useSavedSessions((s) => s.current.name);
  const download = async () => {
    const { fileName, text } = await actions.exportFile();
    downloadText(fileName, text);
    await actions.answerReplace('continue');
  };
  return (
    <Dialog
      open={replacing}
      title={t('replace.title')}
      description={t('replace.description', { name })}
      onClose={() => void actions.answerReplace('cancel')}
      footer={
        <>
          <DialogCancelButton>{t('cancel')}</DialogCancelButton>
          <button type="button" className="btn" onClick={() => void actions.answerReplace('continue')}>
            {t('replace.keep')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void download()}>
            {t('replace.download')}
          </button>
        </>
      }
    >
      <p>{t('replace.hint')}</p>
    </Dialog>
  );
}
