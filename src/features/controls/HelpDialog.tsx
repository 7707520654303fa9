// The keyboard help dialog (`?`): every shortcut from the same table the key handler reads.
import { Dialog } from '../../ui';
import { SHORTCUTS } from './shortcuts';

export function HelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts" description="Single-key shortcuts work when the focus is not in a text field or editor.">
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
              <td>{s.label}</td>
            </tr>
          ))}
          <tr>
            <td>
              <kbd>Esc</kbd>
            </td>
            <td>Close a dialog</td>
          </tr>
        </tbody>
      </table>
    </Dialog>
  );
}
