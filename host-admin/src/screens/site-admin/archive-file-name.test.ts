import { describe, expect, it } from 'vitest';
import { archiveFileName } from './archive-file-name.js';

const day = new Date('2026-03-01T10:00:00.000Z');

describe('archiveFileName', () => {
  it('names the archive by the domain and the day, never by the internal id', () => {
    expect(archiveFileName({ name: 'Szkoła', domainName: 'szkola' }, day)).toBe(
      'zapisy-organizacja-szkola-2026-03-01.json',
    );
  });

  it('falls back to the name without Polish letters when there is no domain', () => {
    expect(archiveFileName({ name: 'Łódzka Fundacja Żak', domainName: '' }, day)).toBe(
      'zapisy-organizacja-lodzka-fundacja-zak-2026-03-01.json',
    );
  });
});
