/**
 * Who works on a registration. The process that writes the record owns it under a claim (a random token)
 * until `leaseUntil`; every write of the processing is conditional on that claim, so when the sweeper has
 * taken a stalled registration over, the first process's late writes change nothing.
 */
import { generateId } from '@zapisy/core';

/** How long a claim is trusted by default: a registration is processed in well under a second. */
export const DEFAULT_REGISTRATION_LEASE_MS = 60_000;

/** Tells this process's claims from those of earlier processes (dead, on the single-process embedded store). */
const PROCESS_TAG = generateId(12);

export function newClaim(): string {
  return `${PROCESS_TAG}.${generateId(24)}`;
}

export function claimedByThisProcess(claim: string | undefined): boolean {
  return claim?.startsWith(`${PROCESS_TAG}.`) === true;
}

export function leaseEnd(now: Date, leaseMs: number): Date {
  return new Date(now.getTime() + leaseMs);
}

/** Another process (the sweeper) owns the registration now: this one stops without writing anything. */
export class LostClaim extends Error {
  constructor(readonly registrationId: string) {
    super(`registration ${registrationId} is processed by another claim`);
    this.name = 'LostClaim';
  }
}
