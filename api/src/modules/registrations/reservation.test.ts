import { describe, expect, it } from 'vitest';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { updateParticipantData } from '../participants/participant-data.js';
import { PRODUCTS } from '../products/index.js';
import { PARTICIPANTS, PROJECTS, type ProjectRecord } from '../projects/store.js';
import {
  limitedOptionsProject,
  optionTaken,
  person,
  registerTo,
  registrationPayload,
  registrationTestContext,
  wiringProduct,
} from './wiring-testing.js';

const c = registrationTestContext();

/** The limited-options project (room: one single, ten doubles) with these registration settings. */
const stockProject = async (registration: Record<string, unknown> = {}) =>
  (
    await limitedOptionsProject(c, {
      'event.registration': { enabled: true, from: null, to: null, ...registration },
    })
  ).eventId;
/** One place and the waiting list: the second participant waits. */
const ONE_PLACE_AND_WAITING_LIST = {
  limitOfParticipantsEnabled: true,
  limitOfParticipants: 1,
  enableWaitingList: true,
};

const inventoryOf = async (productId: string) =>
  (await c.docs(PRODUCTS).findOne({ _id: productId }))?.inventory as number | null | undefined;
const roomTaken = (eventId: string, value: string) => optionTaken(c, eventId, 'room', value);
const placesHeld = async (eventId: string) =>
  ((await c.docs(PROJECTS).findOne({ _id: eventId })) as { registrationCounters?: { participants?: number } })
    ?.registrationCounters?.participants;
const participant = (id: string) => c.docs(PARTICIPANTS).findOne({ _id: id });
const remove = (eventId: string, id: string) =>
  c.call('DELETE', `/participants/${eventId}/${id}`, { token: c.admin });

/** Registers (201 expected); the participants' ids, the representative first. */
async function registered(
  eventId: string,
  data: Record<string, unknown>,
  group: Record<string, unknown>[] = [],
) {
  const res = await registerTo(c, eventId, registrationPayload(data, group));
  expect(res.statusCode).toBe(201);
  return (res.json().participants as { _id: string; status: string }[]).map((p) => p._id);
}

async function edit(eventId: string, id: string, changes: Record<string, unknown>) {
  const project = (await c.docs(PROJECTS).findOne({ _id: eventId })) as unknown as ProjectRecord;
  return updateParticipantData(
    { store: c.t.store, registry: formFieldKindRegistryOf(c.t.app) },
    project,
    id,
    changes,
    { kind: 'user', actor: { userId: 'u1', email: 'admin@example.pl' } },
  );
}

describe('stock given back on removal — second document §4 "Product availability: available when enabled and inventory is not at or below zero"', () => {
  it('registration records on each participant exactly what it took: in a group each one holds its own pieces and limited options', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    const [first, second] = await registered(
      eventId,
      person('grp', { product: { [p1]: 2 }, room: 'single' }),
      [{ first_name: 'Ala', last_name: 'Kot', product: { [p1]: 1 }, room: 'double' }],
    );
    expect((await participant(first as string))?.reserved).toEqual({
      products: [{ productId: p1, count: 2 }],
      options: [{ field: 'room', value: 'single', count: 1 }],
    });
    expect((await participant(second as string))?.reserved).toEqual({
      products: [{ productId: p1, count: 1 }],
      options: [{ field: 'room', value: 'double', count: 1 }],
    });
    expect(await inventoryOf(p1)).toBe(2);
    expect(await remove(eventId, first as string)).toMatchObject({ statusCode: 200 });
    expect(await inventoryOf(p1)).toBe(4);
    expect(await roomTaken(eventId, 'single')).toBe(0);
    expect(await roomTaken(eventId, 'double')).toBe(1);
    expect((await participant(first as string))?.reserved).toBeUndefined();
  });

  it('first document §4 participant status cancelled: removing gives back the sold-out product and the last option place, so the next registration takes them', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 1);
    const [id] = await registered(eventId, person('sold', { product: p1, room: 'single' }));
    const refused = await registerTo(c, eventId, registrationPayload(person('sold2', { product: p1 })));
    // Sold out: the form's validation refuses it.
    expect(refused.statusCode).toBe(400);
    expect((await remove(eventId, id as string)).json()).toMatchObject({ status: 'cancelled' });
    expect(await inventoryOf(p1)).toBe(1);
    expect(await roomTaken(eventId, 'single')).toBe(0);
    await registered(eventId, person('sold3', { product: p1, room: 'single' }));
    expect(await inventoryOf(p1)).toBe(0);
  });

  it('removing twice gives the stock back once: the second removal → 409 "Uczestnik został już usunięty."', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 3);
    const [id] = await registered(eventId, person('twice', { product: { [p1]: 2 }, room: 'single' }));
    expect((await remove(eventId, id as string)).statusCode).toBe(200);
    const again = await remove(eventId, id as string);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Uczestnik został już usunięty.');
    expect(await inventoryOf(p1)).toBe(3);
    expect(await roomTaken(eventId, 'single')).toBe(0);
  });

  it('20 parallel removals of the same participant: one 200, nineteen 409, product pieces, the option place and the project place back exactly once', async () => {
    const eventId = await stockProject({ limitOfParticipantsEnabled: true, limitOfParticipants: 5 });
    const p1 = await wiringProduct(c, eventId, 1_000, 10);
    const [id] = await registered(eventId, person('rush', { product: { [p1]: 3 }, room: 'single' }));
    await registered(eventId, person('stays', { product: { [p1]: 1 } }));
    expect(await inventoryOf(p1)).toBe(6);
    expect(await placesHeld(eventId)).toBe(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => remove(eventId, id as string)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await inventoryOf(p1)).toBe(9);
    expect(await roomTaken(eventId, 'single')).toBe(0);
    expect(await placesHeld(eventId)).toBe(1);
  });

  it('"Waiting list applies when limit and waiting list are enabled and no tickets remain": a waiting participant took nothing, so its removal gives nothing back', async () => {
    const eventId = await stockProject(ONE_PLACE_AND_WAITING_LIST);
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    await registered(eventId, person('holder', { product: p1, room: 'single' }));
    const [waiting] = await registered(eventId, person('waits', { product: { [p1]: 2 }, room: 'double' }));
    expect(await participant(waiting as string)).toMatchObject({
      status: 'waiting',
      reserved: { products: [], options: [] },
    });
    expect(await inventoryOf(p1)).toBe(4);
    expect((await remove(eventId, waiting as string)).statusCode).toBe(200);
    expect(await inventoryOf(p1)).toBe(4);
    expect(await roomTaken(eventId, 'double')).toBe(0);
    expect(await roomTaken(eventId, 'single')).toBe(1);
    expect(await placesHeld(eventId)).toBe(1);
  });
  it("a participant registered before reservations were recorded gives back what its registration took when it was alone in it; a group member's share is unknown, so nothing moves", async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 10);
    const [alone] = await registered(eventId, person('old1', { product: { [p1]: 2 }, room: 'single' }));
    const [member] = await registered(eventId, person('old2', { product: p1 }), [
      { first_name: 'Ola', last_name: 'Stara', product: p1 },
    ]);
    await c.docs(PARTICIPANTS).updateMany({ eventId }, { $unset: { reserved: '' } });
    expect(await inventoryOf(p1)).toBe(6);
    await remove(eventId, alone as string);
    expect(await inventoryOf(p1)).toBe(8);
    expect(await roomTaken(eventId, 'single')).toBe(0);
    await remove(eventId, member as string);
    expect(await inventoryOf(p1)).toBe(8);
  });
});

describe('editing a participant moves its stock — "can be added to cart only if the count does not exceed maxCount or inventory"', () => {
  it('changing the chosen product gives the old pieces back and takes the new ones; changing the room moves its place', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    const p2 = await wiringProduct(c, eventId, 2_000, 5);
    const [id] = await registered(eventId, person('move', { product: { [p1]: 2 }, room: 'double' }));
    const updated = await edit(eventId, id as string, { product: { [p1]: 1, [p2]: 3 }, room: 'single' });
    expect(updated.reserved).toEqual({
      products: [
        { productId: p1, count: 1 },
        { productId: p2, count: 3 },
      ],
      options: [{ field: 'room', value: 'single', count: 1 }],
    });
    expect(await inventoryOf(p1)).toBe(4);
    expect(await inventoryOf(p2)).toBe(2);
    expect(await roomTaken(eventId, 'double')).toBe(0);
    expect(await roomTaken(eventId, 'single')).toBe(1);
    // Removing afterwards gives back what it holds now.
    await remove(eventId, id as string);
    expect([await inventoryOf(p1), await inventoryOf(p2), await roomTaken(eventId, 'single')]).toEqual([
      5, 5, 0,
    ]);
  });

  it('a new product with no stock left → 409 "Produkt „…” jest niedostępny lub wyprzedany." and nothing is applied', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    const p2 = await wiringProduct(c, eventId, 2_000, 1);
    const [id] = await registered(eventId, person('short', { product: { [p1]: 2 }, room: 'double' }));
    const before = await participant(id as string);
    await expect(edit(eventId, id as string, { product: { [p2]: 2 }, room: 'single' })).rejects.toMatchObject(
      {
        status: 409,
        code: 'PRODUCT_UNAVAILABLE',
        message: 'Produkt „Bilet” jest niedostępny lub wyprzedany.',
      },
    );
    expect(await participant(id as string)).toEqual(before);
    expect([await inventoryOf(p1), await inventoryOf(p2)]).toEqual([3, 1]);
    expect([await roomTaken(eventId, 'double'), await roomTaken(eventId, 'single')]).toEqual([1, 0]);
  });

  it('a limited option with no place left → 409 "Brak miejsc: …" and the product change in the same edit is not applied either', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    await registered(eventId, person('single', { room: 'single' }));
    const [id] = await registered(eventId, person('wants', { product: p1, room: 'double' }));
    await expect(edit(eventId, id as string, { product: { [p1]: 3 }, room: 'single' })).rejects.toMatchObject(
      {
        status: 409,
        code: 'OPTION_SOLD_OUT',
        message: 'Brak miejsc: opcja „Jednoosobowy” w polu „Pokój” jest już wyczerpana.',
      },
    );
    expect(await inventoryOf(p1)).toBe(4);
    expect([await roomTaken(eventId, 'double'), await roomTaken(eventId, 'single')]).toEqual([1, 1]);
    expect((await participant(id as string))?.reserved).toEqual({
      products: [{ productId: p1, count: 1 }],
      options: [{ field: 'room', value: 'double', count: 1 }],
    });
  });

  it('two participants editing towards the last piece at once: one gets it, the other → 409; the stock never goes below zero', async () => {
    const eventId = await stockProject();
    const p1 = await wiringProduct(c, eventId, 1_000, 1);
    const ids = [
      ...(await registered(eventId, person('race1'))),
      ...(await registered(eventId, person('race2'))),
    ];
    const results = await Promise.allSettled(ids.map((id) => edit(eventId, id, { product: p1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await inventoryOf(p1)).toBe(0);
  });

  it('a waiting participant holds nothing, so its edit moves no stock; a product with other data edits keeps its pieces', async () => {
    const eventId = await stockProject(ONE_PLACE_AND_WAITING_LIST);
    const p1 = await wiringProduct(c, eventId, 1_000, 5);
    const [holder] = await registered(eventId, person('h', { product: p1 }));
    const [waiting] = await registered(eventId, person('w', { product: p1 }));
    await edit(eventId, waiting as string, { product: { [p1]: 4 }, room: 'single' });
    expect(await inventoryOf(p1)).toBe(4);
    expect(await roomTaken(eventId, 'single')).toBe(0);
    await edit(eventId, holder as string, { last_name: 'Zmieniona' });
    expect(await inventoryOf(p1)).toBe(4);
  });
});
