import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';

type GroupedParticipant = Pick<Participant, 'group' | 'groupIndex' | 'representative'>;

/** Derived group values of one participant (grid columns group, groupCount, groupIndex, representative). */
export interface ParticipantGroupInfo {
  /** The group key ('' when the participant is in no group). */
  group: string;
  groupCount: number;
  /** 1-based position in the group. */
  groupIndex: number;
  representative: boolean;
}

/** The participant's group key: its `group` as trimmed text, '' when none. */
export function participantGroupKey(participant: GroupedParticipant): string {
  const group = participant.group;
  if (group === undefined || group === null) return '';
  if (typeof group === 'number' && Number.isFinite(group)) return String(group);
  if (typeof group === 'string') return group.trim();
  throw new ValidationError('Grupa uczestnika musi być tekstem lub liczbą');
}

function explicitIndex(participant: GroupedParticipant): number | null {
  const index = participant.groupIndex;
  if (index === undefined || index === null) return null;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 1) {
    throw new ValidationError('Numer w grupie musi być dodatnią liczbą całkowitą');
  }
  return index;
}

/**
 * Group, group count, group index and representative flag for every participant of a list, in list order
 * ("Derived values: … group, group count, group index, representative flag"). Readings, as the spec does not
 * spell them out:
 * - members are the list's participants with the same group key; a participant without a group is alone
 *   (count 1, index 1) and is a representative only when flagged;
 * - the index is the stored groupIndex when set, else the 1-based rank among the group's members in list order;
 * - the representative is the member flagged `representative: true`; when no member of a group is flagged,
 *   the member with the lowest index (then the earliest in the list).
 * Runs in O(n); pass the participants that should count (e.g. without removed ones).
 */
export function participantGroupInfo(participants: readonly GroupedParticipant[]): ParticipantGroupInfo[] {
  if (!Array.isArray(participants)) throw new ValidationError('Uczestnicy muszą być listą');
  const keys = participants.map(participantGroupKey);
  const counts = new Map<string, number>();
  const flagged = new Set<string>();
  const ranks: number[] = [];
  for (let i = 0; i < participants.length; i++) {
    const key = keys[i]!;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    ranks.push(count);
    if (participants[i]!.representative === true) flagged.add(key);
  }
  const indexes = participants.map((p, i) => explicitIndex(p) ?? ranks[i]!);
  // The first member by (index, list position) of each group without a flagged member.
  const leaders = new Map<string, number>();
  for (let i = 0; i < participants.length; i++) {
    const key = keys[i]!;
    if (key === '' || flagged.has(key)) continue;
    const leader = leaders.get(key);
    if (leader === undefined || indexes[i]! < indexes[leader]!) leaders.set(key, i);
  }
  return participants.map((participant, i) => {
    const key = keys[i]!;
    if (key === '') {
      return { group: '', groupCount: 1, groupIndex: 1, representative: participant.representative === true };
    }
    const representative = flagged.has(key) ? participant.representative === true : leaders.get(key) === i;
    return { group: key, groupCount: counts.get(key)!, groupIndex: indexes[i]!, representative };
  });
}

/** Members of a group, in list order. */
export function participantsInGroup<P extends GroupedParticipant>(
  participants: readonly P[],
  group: string | number,
): P[] {
  if (!Array.isArray(participants)) throw new ValidationError('Uczestnicy muszą być listą');
  const key = participantGroupKey({ group });
  if (key === '') return [];
  return participants.filter((participant) => participantGroupKey(participant) === key);
}

/**
 * Puts participants registered together into one group: each gets the group key, its 1-based groupIndex in
 * the given order, and the first one is the representative unless one of them is already flagged.
 */
export function assignParticipantGroup<P extends GroupedParticipant>(
  participants: readonly P[],
  group: string | number,
): P[] {
  if (!Array.isArray(participants)) throw new ValidationError('Uczestnicy muszą być listą');
  const key = participantGroupKey({ group });
  if (key === '') throw new ValidationError('Nazwa grupy nie może być pusta');
  const hasFlagged = participants.some((participant) => participant.representative === true);
  return participants.map((participant, i) => ({
    ...participant,
    group: key,
    groupIndex: i + 1,
    representative: hasFlagged ? participant.representative === true : i === 0,
  }));
}
