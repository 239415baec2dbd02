import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<K extends string = string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids: `${idPrefix}-tab-${key}`, `${idPrefix}-panel-${key}`. */
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1rem;
`;

const Tab = styled.button`
  padding: 0.6rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    border-bottom-color: ${({ theme }) => theme.colors.primaryText};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 4px;
  }
`;

export function tabId(idPrefix: string, key: string): string {
  return `${idPrefix}-tab-${key}`;
}

export function tabPanelId(idPrefix: string, key: string): string {
  return `${idPrefix}-panel-${key}`;
}

/**
 * WAI-ARIA tabs with automatic activation: the selected tab is the only one in the tab order (roving
 * tabindex); Left/Right arrows move to and select the previous/next tab (wrapping), Home/End the first/last.
 * Every panel stays mounted (the hidden ones with `hidden`), so form fields keep their state and ids.
 */
export function Tabs<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <Tab
              key={tab.key}
              ref={(node) => {
                if (node) buttons.current.set(tab.key, node);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab.key)}
              aria-selected={isSelected}
              aria-controls={tabPanelId(idPrefix, tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.key}
          role="tabpanel"
          id={tabPanelId(idPrefix, tab.key)}
          aria-labelledby={tabId(idPrefix, tab.key)}
          tabIndex={0}
          hidden={tab.key !== selected}
        >
          {tab.panel}
        </Panel>
      ))}
    </div>
  );
}
