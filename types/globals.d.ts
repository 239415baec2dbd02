// Build-time constants injected by webpack's DefinePlugin (see packages/mf-config).
declare const __APP_NAME__: string;
declare const __BUILD_VERSION__: string;
