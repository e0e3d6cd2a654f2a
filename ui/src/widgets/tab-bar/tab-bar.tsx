import './tab-bar.css';
import { Tab, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface TabBarItem<K extends string> {
  readonly id: K;
  readonly title: string;
  /** Content of the tab panel; only the selected panel is rendered. */
  readonly panel: ReactNode;
}

export interface TabBarProps<K extends string> {
  /** Prefix of the generated tab and panel ids. */
  readonly id: string;
  readonly label: string;
  readonly tabs: readonly TabBarItem<K>[];
  readonly selected: K;
  readonly onSelect: (id: K) => void;
}

/**
 * Tab navigation bar (spec §2 shared widgets) on Blueprint Tabs: tablist/tab/tabpanel roles, arrow-key
 * navigation, panels labelled by their tab.
 */
export function TabBar<K extends string>({ id, label, tabs, selected, onSelect }: TabBarProps<K>) {
  const byId = new Map<string, K>(tabs.map((tab) => [tab.id, tab.id]));
  return (
    <Tabs
      id={id}
      aria-label={label}
      className="portal-tab-bar"
      selectedTabId={selected}
      renderActiveTabPanelOnly
      onChange={(next) => {
        const tab = byId.get(String(next));
        if (tab !== undefined) onSelect(tab);
      }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          id={tab.id}
          title={tab.title}
          panel={<div className="portal-tab-panel">{tab.panel}</div>}
        />
      ))}
    </Tabs>
  );
}
