export type { PluginContainer } from './container.js';
export type {
  PluginBootstrapContext,
  PluginKind,
  PluginLogger,
  PluginReply,
  PluginRequest,
  PluginRoute,
  ZapisyPlugin,
} from './contract.js';
export { definePlugin } from './contract.js';
export type { PluginJob, PluginJobContext } from './plugin-job.js';
export { createToken, type Token } from './token.js';
export { Tokens } from './tokens.js';
