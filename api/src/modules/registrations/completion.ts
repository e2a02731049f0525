/**
 * Which completion page the widget shows after a registration (first document §2 completion pages; the
 * project's strings have variants for cash, transfer, online and survey). The rule, in order:
 * 1. a survey form → 'survey';
 * 2. nothing to pay now (every participant on the waiting list, or the registration's total is 0) or the
 *    project does not take payments (payments.enabled off) → 'registration';
 * 3. online payments on and really available (the organization's gateway is configured) → 'online';
 * 4. cash on (and online off) → 'cash';
 * 5. otherwise → 'transfer'.
 */
import type { ProjectRecord } from '../projects/index.js';

export const COMPLETIONS = ['registration', 'cash', 'transfer', 'online', 'survey'] as const;
export type Completion = (typeof COMPLETIONS)[number];

export function completionOf(input: {
  project: ProjectRecord;
  isSurvey: boolean;
  /** What the billed participants owe in total (grosze). */
  due: number;
  /** False when the organization has no configured gateway: the page must not promise an online payment. */
  onlineAvailable?: boolean;
}): Completion {
  const { payments } = input.project;
  if (input.isSurvey) return 'survey';
  if (input.due <= 0 || payments.enabled !== true) return 'registration';
  if (payments.online === true && input.onlineAvailable !== false) return 'online';
  if (payments.cash === true) return 'cash';
  return 'transfer';
}
