import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/index.js';
import {
  assignParticipantGroup,
  participantGroupInfo,
  participantGroupKey,
  participantsInGroup,
} from './participant-groups.js';

describe('group helpers: "group, group count, group index, representative flag"', () => {
  it('counts members, ranks them in list order and makes the first the representative', () => {
    const list = [{ group: 'A' }, { group: 'B' }, { group: 'A' }, { group: ' A ' }, {}];
    expect(participantGroupInfo(list)).toEqual([
      { group: 'A', groupCount: 3, groupIndex: 1, representative: true },
      { group: 'B', groupCount: 1, groupIndex: 1, representative: true },
      { group: 'A', groupCount: 3, groupIndex: 2, representative: false },
      { group: 'A', groupCount: 3, groupIndex: 3, representative: false },
      { group: '', groupCount: 1, groupIndex: 1, representative: false },
    ]);
  });

  it('a stored groupIndex wins and decides the default representative', () => {
    const list = [
      { group: 7, groupIndex: 2 },
      { group: '7', groupIndex: 1 },
    ];
    expect(participantGroupInfo(list).map((i) => [i.group, i.groupIndex, i.representative])).toEqual([
      ['7', 2, false],
      ['7', 1, true],
    ]);
  });

  it('a flagged member is the representative; flags on ungrouped participants are kept', () => {
    const list = [{ group: 'A' }, { group: 'A', representative: true }, { representative: true }];
    expect(participantGroupInfo(list).map((i) => i.representative)).toEqual([false, true, true]);
  });

  it('an empty list gives nothing', () => {
    expect(participantGroupInfo([])).toEqual([]);
  });

  it('participantsInGroup lists the members in order', () => {
    const a1 = { group: 'A' };
    const a2 = { group: 'A ' };
    expect(participantsInGroup([a1, { group: 'B' }, a2], 'A')).toEqual([a1, a2]);
    expect(participantsInGroup([{}], '  ')).toEqual([]);
  });

  it('assignParticipantGroup numbers the members from 1 and picks the first as representative', () => {
    expect(assignParticipantGroup([{ group: null }, {}], 'R-1')).toEqual([
      { group: 'R-1', groupIndex: 1, representative: true },
      { group: 'R-1', groupIndex: 2, representative: false },
    ]);
    expect(assignParticipantGroup([{}, { representative: true }], 5).map((p) => p.representative)).toEqual([
      false,
      true,
    ]);
  });

  it('participantGroupKey reads text and numbers', () => {
    expect(participantGroupKey({ group: 12 })).toBe('12');
    expect(participantGroupKey({ group: ' x ' })).toBe('x');
    expect(participantGroupKey({})).toBe('');
  });

  it.each([
    [
      'a group that is an object',
      () => participantGroupInfo([{ group: {} as never }]),
      'Grupa uczestnika musi być tekstem lub liczbą',
    ],
    [
      'a group index of 0',
      () => participantGroupInfo([{ group: 'A', groupIndex: 0 }]),
      'Numer w grupie musi być dodatnią liczbą całkowitą',
    ],
    ['a list that is not a list', () => participantGroupInfo({} as never), 'Uczestnicy muszą być listą'],
    ['members of a non-list', () => participantsInGroup(null as never, 'A'), 'Uczestnicy muszą być listą'],
    [
      'assigning to a non-list',
      () => assignParticipantGroup('x' as never, 'A'),
      'Uczestnicy muszą być listą',
    ],
    ['assigning an empty group', () => assignParticipantGroup([{}], ' '), 'Nazwa grupy nie może być pusta'],
  ])('rejects %s', (_name, call, message) => {
    expect(call).toThrow(new ValidationError(message));
  });
});
