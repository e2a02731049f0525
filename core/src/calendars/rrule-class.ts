import * as rruleModule from 'rrule';

type RRuleClass = typeof rruleModule.RRule;

// rrule 2.8 ships CommonJS to Node (its named exports are not visible to Node's ESM loader, only `default`) and
// an ES module to bundlers (named exports, no default). Reading both keeps core isomorphic.
const namespace = rruleModule as typeof rruleModule & { default?: { RRule?: RRuleClass } };

/** The rrule library's RRule class, whichever way the module was loaded. */
export const RRule: RRuleClass = namespace.RRule ?? (namespace.default?.RRule as RRuleClass);
