import { describe, expect, it } from 'vitest';
import { affiliationReceived, ParticipantReferrals, referrerOf } from './participant-referrals.js';

describe('affiliation columns — first document §2 "affiliation received, referred list, referral count"', () => {
  it('"affiliation received": came through an affiliate link (affiliate_id) or marked affiliation_received', () => {
    expect(affiliationReceived({ affiliate_id: 'p1' })).toBe(true);
    expect(affiliationReceived({ affiliation_received: 'true' })).toBe(true);
    expect(affiliationReceived({ affiliation_received: 1 })).toBe(true);
    expect(affiliationReceived({ affiliate_id: '  ', affiliation_received: false })).toBe(false);
    expect(affiliationReceived({})).toBe(false);
    expect(referrerOf({ affiliate_id: ' p1 ' })).toBe('p1');
    expect(referrerOf({ affiliate_id: 5 })).toBeNull();
  });

  it('"referred list" and "referral count" of the referrer; nobody refers themself', () => {
    const referrals = new ParticipantReferrals();
    referrals.add('p1', 'p2', 'Ala Kot');
    referrals.add('p1', 'p3', 'Ola Mysz');
    referrals.add('p1', 'p1', 'Sam Siebie');
    expect(referrals.referredOf('p1')).toBe('Ala Kot, Ola Mysz');
    expect(referrals.countOf('p1')).toBe(2);
    expect(referrals.referredOf('p2')).toBeNull();
    expect(referrals.countOf('p2')).toBe(0);
  });
});
