/**
 * Affiliation columns of the participants grid (first document §2: "affiliation received, referred list,
 * referral count"; §3 Participant "Derived values: … affiliation received"). A participant who registered
 * through another participant's affiliate link carries that participant's id in the well-known field
 * `affiliate_id` (second document §3); `affiliation_received` may also be stored with the data.
 */
import { FORM_FIELD_NAMES } from '../forms/form-field-names.js';

/** The id of the participant whose affiliate link this participant came through, if any. */
export function referrerOf(data: Readonly<Record<string, unknown>>): string | null {
  const id = data[FORM_FIELD_NAMES.affiliateId];
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'Tak';
}

/** "affiliation received": registered through an affiliate link, or marked so in its data. */
export function affiliationReceived(data: Readonly<Record<string, unknown>>): boolean {
  return referrerOf(data) !== null || truthy(data[FORM_FIELD_NAMES.affiliationReceived]);
}

/** Referrer id → the names of the participants who registered through its link, in the order given. */
export class ParticipantReferrals {
  private readonly byReferrer = new Map<string, string[]>();

  /** Records that `name` registered through `referrerId`'s link (ignored when the referrer is itself). */
  add(referrerId: string, participantId: string, name: string): void {
    if (referrerId === participantId) return;
    const list = this.byReferrer.get(referrerId);
    if (list) list.push(name);
    else this.byReferrer.set(referrerId, [name]);
  }

  /** "referred list": the names joined with ', ', or null when nobody came through the link. */
  referredOf(participantId: string): string | null {
    const list = this.byReferrer.get(participantId);
    return list && list.length > 0 ? list.join(', ') : null;
  }

  /** "referral count". */
  countOf(participantId: string): number {
    return this.byReferrer.get(participantId)?.length ?? 0;
  }
}
