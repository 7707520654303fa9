// The timeline panel's message count: subscribed on its own, so a new message redraws this line and not the whole app.
import { useTranslation } from 'react-i18next';
import { useSession } from '../store';

export function MessageTotal() {
  const { t } = useTranslation();
  const count = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.messages.length ?? 0);
  return <span data-testid="message-total">{t('messageTotal', { count })}</span>;
}
