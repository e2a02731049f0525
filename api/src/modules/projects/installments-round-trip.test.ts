import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREE_MONTHLY_INSTALLMENTS } from '../registrations/testing.js';
import { createProjectTestContext, type ProjectTestContext } from './testing.js';

describe('installment plans survive GET /project → PATCH /project unchanged', () => {
  let c: ProjectTestContext;
  beforeAll(async () => {
    c = await createProjectTestContext([translationTypes]);
  });
  afterAll(() => c?.t.close());

  it('the per-type config (constantNumber: frequency, every, count) is answered and accepted back', async () => {
    const project = await c.create({ name: 'Raty' });
    const withPlan = {
      ...project,
      payments: {
        ...project.payments,
        installments: {
          enabled: true,
          billBeforeInstallment: false,
          configurations: [THREE_MONTHLY_INSTALLMENTS],
        },
      },
    };
    const saved = await c.call('PATCH', `/project/${project.eventId}`, { token: c.admin, payload: withPlan });
    expect(saved.statusCode).toBe(200);
    const read = await c.call('GET', `/project/${project.eventId}`, { token: c.admin });
    const plan = read.json().payments.installments.configurations[0];
    expect(plan.constantNumber).toEqual({ frequency: 'monthly', every: 1, count: 3 });
    const again = await c.call('PATCH', `/project/${project.eventId}`, {
      token: c.admin,
      payload: read.json(),
    });
    expect(again.statusCode).toBe(200);
  });
});
