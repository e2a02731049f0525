import { describe, expect, it } from 'vitest';
import { operationIdFor } from './operation-id.js';

describe('operationIdFor', () => {
  it('camel-cases the method and the segments below the base path, parameters as By<Name>', () => {
    expect(operationIdFor('GET', '/services/api/project/organization/{orgId}', '/services/api')).toBe(
      'getProjectOrganizationByOrgId',
    );
    expect(operationIdFor('post', '/services/api/webhooks/form-enter/{eventId}', '/services/api')).toBe(
      'postWebhooksFormEnterByEventId',
    );
    expect(operationIdFor('GET', '/services/api/payments/{eventId}/export.csv', '/services/api')).toBe(
      'getPaymentsByEventIdExportCsv',
    );
  });

  it('tells apart paths that differ only in where the parameter sits', () => {
    expect(operationIdFor('GET', '/services/api/a/{x}/b', '/services/api')).not.toBe(
      operationIdFor('GET', '/services/api/a/b/{x}', '/services/api'),
    );
  });
});
