/**
 * Numbered plugin-loading errors (style of Module Federation's RUNTIME-00x): a code, a Polish message that
 * names the plugin, and what to check. They stop the server at start-up; they are never HTTP responses.
 */
export const PluginErrorCodes = {
  /** The module cannot be imported (not installed, typo in ZAPISY_PLUGINS, or it throws on import). */
  unknown: 'PLUGIN-001',
  /** The plugin's `compatibility` range does not include the installed @zapisy/core. */
  incompatible: 'PLUGIN-002',
  /** Two plugins share an id. */
  duplicate: 'PLUGIN-003',
  /** The module exports nothing that has the plugin contract's shape. */
  invalidShape: 'PLUGIN-004',
  /** `compatibility` is not a valid semver range. */
  invalidRange: 'PLUGIN-005',
  /** `register` threw. */
  registerFailed: 'PLUGIN-006',
  /** `bootstrap` threw. */
  bootstrapFailed: 'PLUGIN-007',
  /** `addRoute` got an invalid route, or was called after bootstrap finished. */
  invalidRoute: 'PLUGIN-008',
  /** `subscribe` or `addJob` got an invalid subscriber or job, or was called after bootstrap finished. */
  invalidExtension: 'PLUGIN-009',
  /** `settings` is not a valid declaration, or its group is another plugin's. */
  invalidSettings: 'PLUGIN-010',
} as const;

export type PluginErrorCode = (typeof PluginErrorCodes)[keyof typeof PluginErrorCodes];

export class PluginLoadError extends Error {
  readonly code: PluginErrorCode;
  /** The module specifier or plugin id the error is about. */
  readonly plugin: string;
  constructor(code: PluginErrorCode, plugin: string, message: string, options?: { cause?: unknown }) {
    super(`${code} ${message}`, options);
    this.name = 'PluginLoadError';
    this.code = code;
    this.plugin = plugin;
  }
}

/** The first line of an error's message, for embedding a cause into ours. */
export function describeCause(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
