// Test helpers (not exported from the package index, so no bundle ever includes testing-library):
// import { renderWithTheme } from '@voice/ui/testing';
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { TestThemeProvider } from './test-theme-provider';

/** render() inside the default theme, branding, toasts and message dialogs. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestThemeProvider, ...options });
}
