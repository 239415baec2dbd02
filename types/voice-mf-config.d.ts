// The part of @voice/mf-config (plain JavaScript, packages/mf-config/src/index.js) that TypeScript code reads.
declare module '@voice/mf-config' {
  export function sharedMap(options?: {
    isShell?: boolean;
  }): Record<
    string,
    { singleton?: boolean; requiredVersion: string; version?: string; import?: false }
  >;
}
