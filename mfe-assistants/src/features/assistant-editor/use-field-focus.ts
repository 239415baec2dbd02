import { useEffect, useState } from 'react';
import type { AiTab } from './ai-configuration/tab-of-field';
import { tabOfField } from './ai-configuration/tab-of-field';
import { fieldId } from './field-paths';

/**
 * Focus on a failing field (spec 001 §2): switch the AI Configuration to the field's tab if needed, then,
 * once the page shows it, focus the input (id `field-<path>`) and scroll it into view.
 */
export function useFieldFocus(activeTab: AiTab, setActiveTab: (tab: AiTab) => void) {
  const [target, setTarget] = useState<{ path: string; attempt: number } | null>(null);

  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(fieldId(target.path));
    if (!element) return;
    element.focus();
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [target, activeTab]);

  return (path: string) => {
    const tab = tabOfField(path);
    if (tab && tab !== activeTab) setActiveTab(tab);
    setTarget((previous) => ({ path, attempt: (previous?.attempt ?? 0) + 1 }));
  };
}
