import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';

let c: ProjectTestContext;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
  await c.docs(CUSTOMERS).insertOne({ _id: 'c1', organizationId: 'org-a', firstName: 'Anna' });
}, 60_000);
afterAll(async () => c.t.close());

describe('the server words a refused value as the admin does (issue 12: "one Polish message translation")', () => {
  it("a 201-character first name: 'za długie (maksimum 200 znaków)', the admin form's message (customer-edit-form.test.tsx)", async () => {
    const res = await c.call('PATCH', '/customers/org-a/c1', {
      token: c.admin,
      payload: { firstName: 'A'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.firstName: za długie (maksimum 200 znaków)']);
  });
});
