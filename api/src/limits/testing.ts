/** Test support: limits switched on with the given scopes over the defaults. */
import { DEFAULT_SCOPE_LIMITS, type LimitScope, type PublicLimitsConfig, type ScopeLimit } from './config.js';

export function limitsOn(
  scopes: Partial<Record<LimitScope, ScopeLimit>> = {},
  windowSeconds = 60,
): PublicLimitsConfig {
  return { enabled: true, windowSeconds, scopes: { ...DEFAULT_SCOPE_LIMITS, ...scopes } };
}
