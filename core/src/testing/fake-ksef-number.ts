import type { KsefSubmissionState } from '../plugins/ksef-submission.js';
import { ksefNumberChecksum } from '../validation/ksef-number.js';

/** A well-formed KSeF number (right shape and CRC-8) for a seller's NIP, the day KSeF took it, and a sequence. */
export function fakeKsefNumber(sellerNip: string | undefined, acceptedAt: Date, sequence: number): string {
  const nip = sellerNip && /^\d{10}$/.test(sellerNip) ? sellerNip : '1111111111';
  const day = acceptedAt.toISOString().slice(0, 10).replaceAll('-', '');
  const technical = sequence.toString(16).toUpperCase().padStart(12, '0').slice(-12);
  const data = `${nip}-${day}-${technical}`;
  return `${data}-${ksefNumberChecksum(data)}`;
}

/** KSeF's answer once it accepted an invoice (code 200), with a well-formed KSeF number as above. */
export function acceptedByKsef(
  sellerNip: string | undefined,
  acceptedAt: Date,
  sequence: number,
): KsefSubmissionState {
  return {
    status: 'accepted',
    ksefNumber: fakeKsefNumber(sellerNip, acceptedAt, sequence),
    acceptedAt,
    code: 200,
  };
}
