import { DASHBOARD_DECISION_PATHS, PARTICIPANT_STATUSES } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_FILTER_VALUES } from '../screens/payments/payments-api.js';
import { statusesFromQuery, statusFromQuery } from './status-from-query.js';

const PARTICIPANT = new Set<string>(PARTICIPANT_STATUSES);
const query = (path: string) => path.slice(path.indexOf('?'));

describe("statusesFromQuery: a 'Do decyzji' link opens its grid with its status chosen", () => {
  it('reads every link of Kokpit as a value its grid filter knows', () => {
    for (const path of Object.values(DASHBOARD_DECISION_PATHS)) {
      if (!path.includes('?')) continue;
      const allowed = path.startsWith('/listy/wplaty') ? PAYMENT_STATUS_FILTER_VALUES : PARTICIPANT;
      expect(statusesFromQuery(query(path), allowed), path).toHaveLength(1);
    }
  });

  it('keeps repeated known values once each and drops unknown ones', () => {
    expect(
      statusesFromQuery(
        '?status=NEW&status=refund%3Afailed&status=NEW&status=xyz',
        PAYMENT_STATUS_FILTER_VALUES,
      ),
    ).toEqual(['NEW', 'refund:failed']);
    expect(statusFromQuery('?status=hacked', PARTICIPANT)).toBe('');
    expect(statusFromQuery('', PARTICIPANT)).toBe('');
    expect(statusFromQuery('?status=waiting', PARTICIPANT)).toBe('waiting');
  });
});
