// '@voice/ui/core': the theme and branding, buttons, badges, dialogs, toasts, the FAQ accordion and the money
// format: what the shell and the public pages draw on every first load. Its own federation share, so that the
// landing does not download the charts, sliders, tabs, tables and form fields ('@voice/ui' re-exports all of this).
// packages/mf-config reads the list below to put these files in the shell's first-load chunk.
export * from './theme';
export * from './branding-context';
export * from './color';
export * from './button';
export * from './badge';
export * from './modal';
export * from './toast';
export * from './dialog';
export * from './money';
export * from './faq-accordion';
export * from './hydration';
export * from './preloadable';
export * from './i18n';
export * from './after-first-interaction';
