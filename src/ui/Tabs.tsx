// Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrows/Home/End move between tabs, one tab stop.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Extra text for assistive tech when the label alone is ambiguous (e.g. a count badge). */
  ariaLabel?: string;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect(id: T): void;
  ariaLabel: string;
  /** Renders the selected tab's panel; only the selected panel is mounted, so heavy views cost nothing until opened. */
  children: ReactNode;
  /** Extra controls placed at the end of the tab strip (outside the tablist role). */
  toolbar?: ReactNode;
  className?: string;
}

export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  ariaLabel,
  children,
  toolbar,
  className,
}: TabsProps<T>) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={`ui-tabs ${className ?? ''}`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <div role="tablist" aria-label={ariaLabel} className="ui-tablist" onKeyDown={move} style={{ flex: 1 }}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={tab.id === selected}
              aria-controls={`${base}-panel`}
              aria-label={tab.ariaLabel}
              tabIndex={tab.id === selected ? 0 : -1}
              className="ui-tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {toolbar}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${selected}`}
        tabIndex={0}
        className="ui-tabpanel"
      >
        {children}
      </div>
    </div>
  );
}
