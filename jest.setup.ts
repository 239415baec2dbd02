import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import type * as LinguiCore from '@lingui/core';
import type * as LinguiReact from '@lingui/react';
import type * as ReactModule from 'react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router 7 needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Code that translates outside a component (menus built as data, messages of helpers) runs in English too.
jest
  .requireActual<typeof LinguiCore>('@lingui/core')
  .i18n.loadAndActivate({ locale: 'en', messages: {} });

// Screens render in English without the shell around them: the one i18n instance is active, and a translated
// component rendered outside the shell's I18nProvider (a test of one screen) uses it. Tests of the language switch
// render the real provider.
jest.mock('@lingui/react', () => {
  const actual = jest.requireActual<typeof LinguiReact>('@lingui/react');
  const { i18n } = jest.requireActual<typeof LinguiCore>('@lingui/core');
  const React = jest.requireActual<typeof ReactModule>('react');
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  const withProvider =
    <P extends object>(Component: ReactModule.ComponentType<P>) =>
    (props: P) =>
      React.useContext(actual.LinguiContext)
        ? React.createElement(Component, props)
        : React.createElement(actual.I18nProvider, { i18n }, React.createElement(Component, props));
  return {
    ...actual,
    Trans: withProvider(actual.Trans),
    useLingui: () =>
      React.useContext(actual.LinguiContext) ?? {
        i18n,
        _: i18n._.bind(i18n),
        defaultComponent: undefined,
      },
  };
});
