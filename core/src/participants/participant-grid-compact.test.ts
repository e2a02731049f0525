import { describe, expect, it } from 'vitest';
import { type ParticipantGridSource, participantGridValues } from './participant-grid-row.js';
import {
  participantGridDecoder,
  participantGridKeys,
  participantGridLineCompactor,
} from './participant-grid-stream.js';

const FIELDS = ['first_name', 'last_name', 'email_main', 'phone_number', 'city'];
const KEYS = participantGridKeys(FIELDS);
const project = {
  eventId: 'e1',
  name: 'Obóz',
  origin: null,
  surveyEnabled: false,
  affiliateEnabled: false,
  installmentPlans: {},
};
const other = { ...project, eventId: 'e2', name: 'Zimowisko' };

const participant = (over: Partial<ParticipantGridSource> = {}): ParticipantGridSource => ({
  _id: 'p1',
  status: 'registered',
  createdOn: new Date('2026-01-02T10:00:00Z'),
  data: [
    { name: 'first_name', value: ' Łucja ' },
    { name: 'last_name', value: 'Żółkiewska' },
    { name: 'email_main', value: 'lucja@example.pl' },
    { name: 'phone_number', value: '600 100 200' },
    { name: 'city', value: 'Łódź' },
  ],
  ...over,
});

/** A line as the whole-grid stream sends it (compact, through JSON) and decoded as the admin does. */
function roundTrip(source: ParticipantGridSource, rowProject = project) {
  const full = participantGridValues(source, [], FIELDS, {
    project: rowProject,
    now: new Date('2026-01-05'),
  });
  const expected = participantGridDecoder(KEYS, { e1: project, e2: other })(full, 1);
  const sent = JSON.parse(JSON.stringify(participantGridLineCompactor(FIELDS, 'e1')([...full]))) as unknown[];
  const decoded = participantGridDecoder(KEYS, { e1: project, e2: other }, 'e1')(sent, 1);
  return { sent, decoded, expected };
}

const at = (key: string) => KEYS.indexOf(key);

describe('the compact lines of the participants grid stream (issue 5: "100,000 participants load into the grid in ≤ 2 s")', () => {
  it("the contact its form data gives and the grid's own eventId are left out, and decode to the same row", () => {
    const { sent, decoded, expected } = roundTrip(participant());
    expect([sent[at('name')], sent[at('email')], sent[at('phone')], sent[at('eventId')]]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(decoded).toEqual(expected);
    expect(decoded).toMatchObject({ name: 'Łucja Żółkiewska', email: 'lucja@example.pl', eventId: 'e1' });
  });

  it('a contact from elsewhere (no phone in the form: the calculated fields) is sent as it is', () => {
    const source = participant({
      data: [
        { name: 'first_name', value: 'Jan' },
        { name: 'last_name', value: 'Nowak' },
        { name: 'email_main', value: 'jan@example.pl' },
      ],
      calculated: { fields: { phone_number: '601 000 000' } } as never,
    });
    const { sent, decoded, expected } = roundTrip(source);
    expect(sent[at('name')]).toBe('Jan Nowak');
    expect(decoded).toEqual(expected);
  });

  it('a participant without a name keeps the placeholder; a row of another project keeps its eventId', () => {
    const nameless = roundTrip(participant({ data: [{ name: 'city', value: 'Kielce' }] }));
    expect(nameless.sent[at('name')]).not.toBeNull();
    expect(nameless.decoded).toEqual(nameless.expected);
    const elsewhere = roundTrip(participant({ eventId: 'e2' }), other);
    expect(elsewhere.sent[at('eventId')]).toBe('e2');
    expect(elsewhere.decoded).toEqual(elsewhere.expected);
    expect(elsewhere.decoded.eventName).toBe('Zimowisko');
  });
});
