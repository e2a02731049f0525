/**
 * Tests on the demo seed's real data (issue 14 asks for exports and the customer card "with real data from
 * the demo seed"): the seeded organization and project, an admin token, and two participants added
 * through the organizer's own route — Anna with the workshop option and the student rebate on 3 installments,
 * Jan without either on the single payment.
 */
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import type { LightMyRequestResponse } from 'fastify';
import { createUserWithToken } from '../auth/testing.js';
import { createTestApp, type TestApp } from '../http/testing.js';
import { formFieldKindsOf } from '../modules/forms/index.js';
import { PRODUCTS } from '../modules/products/store.js';
import { PROJECTS } from '../modules/projects/store.js';
import { seedDemo } from './index.js';

export interface DemoFixture {
  t: TestApp;
  organizationId: string;
  eventId: string;
  token: string;
  productId: string;
  plans: { single: string; three: string };
  anna: { participantId: string; customerId: string };
  jan: { participantId: string; customerId: string };
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

const silent = { info() {}, warn() {} } as never;

export async function demoFixture(): Promise<DemoFixture> {
  const t = await createTestApp({
    plugins: [translationTypes, formFieldsPlugin],
    config: { baseDomain: 'zapisy.test' },
  });
  await seedDemo(t.store, silent, { formFieldKinds: formFieldKindsOf(t.app) });
  const project = (await t.store.db.collection<Record<string, never>>(PROJECTS).findOne({})) as unknown as {
    _id: string;
    organizationId: string;
    payments: { installments: { configurations: { definitionId: string }[] } };
  };
  const product = (await t.store.db.collection(PRODUCTS).findOne({})) as unknown as { _id: string };
  const [single, three] = project.payments.installments.configurations.map((plan) => plan.definitionId);
  const { token } = await createUserWithToken(t.app, {
    organizationId: project.organizationId,
    role: 'admin',
  });
  const call: DemoFixture['call'] = (method, url, payload) =>
    t.app.inject({
      method,
      url: `/services/api${url}`,
      headers: { 'x-auth-token': token },
      ...(payload ? { payload } : {}),
    });
  const add = async (data: Record<string, unknown>) => {
    const res = await call('POST', `/participants/${project._id}`, { data });
    if (res.statusCode !== 201) throw new Error(`demo participant not added: ${res.body}`);
    const participantId = res.json().participants[0]._id as string;
    const stored = await call('GET', `/participants/${project._id}/${participantId}`);
    return { participantId, customerId: stored.json().customerId as string };
  };
  const anna = await add({
    first_name: 'Anna',
    last_name: 'Nowak',
    email_main: 'anna@example.pl',
    phone_number: '600100200',
    product: product._id,
    workshop: 'photo',
    student: true,
    installments_select: three,
  });
  const jan = await add({
    first_name: 'Jan',
    last_name: 'Kowalski',
    email_main: 'jan@example.pl',
    phone_number: '600100300',
    product: product._id,
    workshop: 'none',
    student: false,
    installments_select: single,
  });
  return {
    t,
    organizationId: project.organizationId,
    eventId: project._id,
    token,
    productId: product._id,
    plans: { single: single as string, three: three as string },
    anna,
    jan,
    call,
  };
}
