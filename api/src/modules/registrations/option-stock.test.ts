import { describe, expect, it } from 'vitest';
import { PARTICIPANTS } from '../projects/store.js';
import { OPTION_STOCK } from './option-stock.js';
import { REGISTRATIONS } from './store.js';
import {
  idempotencyKey,
  limitedOptionsProject,
  optionTaken,
  person,
  registerTo,
  registrationTestContext,
  wiringProduct,
  wiringUpload,
} from './wiring-testing.js';

const c = registrationTestContext();

describe('option inventories — second document §3 Form: "options with inventory and count"', () => {
  it('an option with inventory 2 is chosen by at most 2 participants, whatever the concurrency; the rest → 409 naming the option', async () => {
    const { eventId } = await limitedOptionsProject(c);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        registerTo(c, eventId, {
          data: person(`opt${i}`, { extras: ['lunch', 'tshirt'] }),
          idempotencyKey: idempotencyKey(),
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(6);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'OPTION_SOLD_OUT',
      message: 'Brak miejsc: opcja „Obiad” w polu „Dodatki” jest już wyczerpana.',
    });
    expect(await optionTaken(c, eventId, 'extras', 'lunch')).toBe(2);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(2);
    expect(await c.docs(REGISTRATIONS).countDocuments({ eventId, status: 'no-quota' })).toBe(6);
    // Unlimited options keep no counter.
    expect(await c.docs(OPTION_STOCK).countDocuments({ eventId, value: 'tshirt' })).toBe(0);
  });

  it('a group choosing more than is left takes nothing: what was taken before the short option is given back, product stock too', async () => {
    const { eventId } = await limitedOptionsProject(c);
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    const res = await registerTo(c, eventId, {
      data: person('grp', { product: p1, extras: ['lunch'], room: 'single' }),
      participants: [{ data: { first_name: 'Ala', last_name: 'Kot', extras: ['lunch'], room: 'single' } }],
      idempotencyKey: idempotencyKey(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Brak miejsc: opcja „Jednoosobowy” w polu „Pokój” jest już wyczerpana.');
    expect(await optionTaken(c, eventId, 'extras', 'lunch')).toBe(0);
    expect(await optionTaken(c, eventId, 'room', 'single')).toBe(0);
    expect((await c.docs('products').findOne({ _id: p1 }))?.inventory).toBe(5);
  });

  it('a later step failing (an upload already claimed) gives the option back', async () => {
    const { eventId } = await limitedOptionsProject(c);
    const claimed = await wiringUpload(c, eventId, 'inna-rejestracja');
    const res = await registerTo(c, eventId, {
      data: person('late', { room: 'single', attachments: [claimed] }),
      idempotencyKey: idempotencyKey(),
    });
    expect(res.statusCode).toBe(400);
    expect(await optionTaken(c, eventId, 'room', 'single')).toBe(0);
    const ok = await registerTo(c, eventId, {
      data: person('late2', { room: 'single' }),
      idempotencyKey: idempotencyKey(),
    });
    expect(ok.statusCode).toBe(201);
    expect(await optionTaken(c, eventId, 'room', 'single')).toBe(1);
  });

  it('the waiting list holds no option (like product stock)', async () => {
    const { eventId } = await limitedOptionsProject(c, {
      'event.registration': {
        enabled: true,
        limitOfParticipantsEnabled: true,
        limitOfParticipants: 0,
        enableWaitingList: true,
      },
    });
    const res = await registerTo(c, eventId, {
      data: person('wl', { room: 'single' }),
      idempotencyKey: idempotencyKey(),
    });
    expect(res.json().participants[0]).toMatchObject({ status: 'waiting' });
    expect(await optionTaken(c, eventId, 'room', 'single')).toBe(0);
  });

  it("the public form shows the places left in each limited option's inventory (0: the widget shows 'Brak miejsc') and the taken count", async () => {
    const { eventId, domainName } = await limitedOptionsProject(c);
    for (const i of [1, 2]) {
      const res = await registerTo(c, eventId, {
        data: person(`pub${i}`, { extras: ['lunch'], room: 'double' }),
        idempotencyKey: idempotencyKey(),
      });
      expect(res.statusCode).toBe(201);
    }
    const form = await c.call('GET', `/forms/public/${domainName}?type=registration`);
    expect(form.statusCode).toBe(200);
    const definition = form.json().form.definition as { field_name: string; options?: unknown[] }[];
    expect(definition.find((f) => f.field_name === 'extras')?.options).toEqual([
      expect.objectContaining({ value: 'lunch', inventory: 0, count: 2 }),
      expect.not.objectContaining({ inventory: expect.anything() }),
    ]);
    expect(definition.find((f) => f.field_name === 'room')?.options).toEqual([
      expect.objectContaining({ value: 'single', inventory: 1, count: 0 }),
      expect.objectContaining({ value: 'double', inventory: 8, count: 2 }),
    ]);
    // The stored form keeps the organizer's inventory: the limit, not what is left.
    const stored = (await c.docs('forms').findOne({ _id: `${eventId}:registration` })) as {
      published: { definition: { field_name: string; options?: { inventory?: number }[] }[] };
    } | null;
    const extras = stored?.published.definition.find((f) => f.field_name === 'extras');
    expect(extras?.options?.[0]?.inventory).toBe(2);
  });
});
