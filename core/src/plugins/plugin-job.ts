import type { PluginLogger } from './contract.js';
import type { PluginSettingsReader } from './settings-values.js';

/** What a plugin's job receives on each run. */
export interface PluginJobContext {
  log: PluginLogger;
  /** 1 for the first run, n for the (n−1)-th retry. */
  attempt: number;
  /** The data the job was scheduled with (none for a recurring run). */
  data: unknown;
  /** Reads the plugin's own settings for an organization (a recurring job visits the ones it needs). */
  settings: PluginSettingsReader;
}

/**
 * Background or scheduled work of a plugin (polling a remote service, a nightly sync). The loader names it
 * `plugin:<plugin slug>:<name>`; like every job it must be idempotent: running it twice, or on two workers
 * after a lock expired, changes nothing the second time.
 */
export interface PluginJob {
  /** Lower-case letters, digits and hyphens, unique within the plugin. */
  name: string;
  /** Polish, for the operator's log. */
  description: string;
  /** Recurrence: a human interval ('15 minutes') or a cron expression; none for on-demand jobs. */
  schedule?: string;
  /** IANA time zone of a cron `schedule` (default Europe/Warsaw). */
  timezone?: string;
  /** Runs in all, the first included, before giving up (default 5, with exponential backoff). */
  attempts?: number;
  run(context: PluginJobContext): Promise<void>;
}
