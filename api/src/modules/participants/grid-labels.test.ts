/**
 * The participants grid shows the exports' texts (issue 14 "labels, not ids"): its form field columns carry
 * `texts` for their stored values — the product's name, the option's label, the installments plan's name —
 * in the NDJSON stream's head and the paged answer, and a sort by such a column follows the texts.
 */
import {
  type ParticipantGridColumn,
  type ParticipantGridRow,
  participantGridDecoder,
  participantGridValueText,
} from '@zapisy/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoFixture, demoFixture } from '../../seed/demo-testing.js';
import { PROJECTS } from '../projects/store.js';
import { NDJSON } from './all-data.js';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await demoFixture();
});
afterAll(async () => demo.t.close());

async function stream(query = ''): Promise<{ columns: ParticipantGridColumn[]; rows: ParticipantGridRow[] }> {
  const res = await demo.t.app.inject({
    method: 'GET',
    url: `/services/api/project/all-data/${demo.eventId}${query}`,
    headers: { 'x-auth-token': demo.token, accept: NDJSON },
  });
  expect(res.statusCode).toBe(200);
  const [head, ...lines] = res.body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  const decode = participantGridDecoder(head.keys, head.projects, head.eventId ?? null);
  return { columns: head.columns, rows: lines.map((line, index) => decode(line, index + 1)) };
}

/** What the admin's cell shows: the column's text of the value, else the value. */
function shown(columns: readonly ParticipantGridColumn[], row: ParticipantGridRow, header: string): unknown {
  const column = columns.find((candidate) => candidate.header === header);
  if (!column) throw new Error(`no column ${header}`);
  const value = row.data[column.field.slice(5)];
  return participantGridValueText(column.texts)(value) ?? value;
}

describe('participants grid form field columns (the exports’ texts)', () => {
  it('the stream’s product, option and installments plan columns answer their labels, not ids', async () => {
    const { columns, rows } = await stream();
    const anna = rows.find((row) => row.name === 'Anna Nowak') as ParticipantGridRow;
    const jan = rows.find((row) => row.name === 'Jan Kowalski') as ParticipantGridRow;
    // The stored values stay raw (the edit dialog sends them back).
    expect(anna.data.product).toBe(demo.productId);
    expect(anna.data.workshop).toBe('photo');
    expect(shown(columns, anna, 'Produkt')).toBe('Udział w wydarzeniu');
    expect(shown(columns, anna, 'Warsztaty')).toBe('Warsztaty fotograficzne');
    expect(shown(columns, anna, 'Plan płatności')).toBe('3 raty');
    expect(shown(columns, anna, 'Jestem studentem (zniżka 50,00 zł)')).toBe('Tak');
    expect(shown(columns, jan, 'Warsztaty')).toBe('Bez warsztatów');
    expect(shown(columns, jan, 'Plan płatności')).toBe('Płatność jednorazowa');
    // Free text has no texts: it is shown as stored.
    expect(columns.find((column) => column.field === 'data.first_name')?.texts).toBeUndefined();
  });

  it('the paged answer’s columns carry the same texts', async () => {
    const res = await demo.call('GET', `/project/all-data/${demo.eventId}?offset=0&limit=10`);
    expect(res.statusCode).toBe(200);
    const { columns, participants } = res.json() as {
      columns: ParticipantGridColumn[];
      participants: ParticipantGridRow[];
    };
    const anna = participants.find((row) => row.name === 'Anna Nowak') as ParticipantGridRow;
    expect(shown(columns, anna, 'Produkt')).toBe('Udział w wydarzeniu');
    expect(shown(columns, anna, 'Warsztaty')).toBe('Warsztaty fotograficzne');
    expect(shown(columns, anna, 'Plan płatności')).toBe('3 raty');
  });

  it('a sort by an option or plan column follows the labels, not the stored values', async () => {
    const ascending = await stream('?sort=data.workshop&order=asc');
    expect(ascending.rows.map((row) => shown(ascending.columns, row, 'Warsztaty'))).toEqual([
      'Bez warsztatów',
      'Warsztaty fotograficzne',
    ]);
    // The plans renamed so that their names sort against their ids: the column follows the names.
    const [first, second] = [demo.plans.single, demo.plans.three].sort();
    const names: Record<string, string> = {
      [first as string]: 'Zaliczka i reszta',
      [second as string]: 'Abonament',
    };
    const projects = demo.t.store.db.collection<Record<string, never>>(PROJECTS);
    const project = (await projects.findOne({ _id: demo.eventId } as never)) as unknown as {
      payments: { installments: { configurations: { definitionId: string; name: string }[] } };
    };
    const configurations = project.payments.installments.configurations.map((plan) => ({
      ...plan,
      name: names[plan.definitionId] ?? plan.name,
    }));
    await projects.updateOne(
      { _id: demo.eventId } as never,
      {
        $set: { 'payments.installments.configurations': configurations },
      } as never,
    );
    for (const paged of [false, true]) {
      const byPlan = paged
        ? await demo
            .call('GET', `/project/all-data/${demo.eventId}?sort=data.installments_select&order=asc`)
            .then(
              (res) => res.json() as { columns: ParticipantGridColumn[]; participants: ParticipantGridRow[] },
            )
            .then(({ columns, participants }) => ({ columns, rows: participants }))
        : await stream('?sort=data.installments_select&order=asc');
      expect(byPlan.rows.map((row) => shown(byPlan.columns, row, 'Plan płatności'))).toEqual([
        'Abonament',
        'Zaliczka i reszta',
      ]);
      expect(byPlan.rows.map((row) => row.data.installments_select)).toEqual([second, first]);
    }
  });
});
