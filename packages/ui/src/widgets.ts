// '@voice/ui/widgets': the tabs, the slider, the bar chart and the shown-once dialog of new credentials, the largest
// components of the package (about half of its gzip bytes), used only by signed-in screens (the assistant editor, the
// admin consoles, the developer pages). Their own federation
// share, so that the pages that import '@voice/ui' for its cards, fields and tables (/login, /register, /pricing)
// do not download them.
export * from './tabs';
export * from './slider';
export * from './bar-chart';
export * from './shown-once-dialog';
export * from './call-directions';
