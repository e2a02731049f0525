import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoFixture, demoFixture } from '../../seed/demo-testing.js';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await demoFixture();
});
afterAll(async () => demo.t.close());

async function csv(): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const res = await demo.call('GET', `/participants/${demo.eventId}/export.csv`);
  expect(res.statusCode).toBe(200);
  const [header = [], ...lines] = res.body
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  return { header, rows: lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i] ?? '']))) };
}

describe('participants export on the demo seed (issue 14: "Export labels, not ids; one column per field")', () => {
  it("'Telefon' and 'E-mail' once each: the form's phone and e-mail are the base columns", async () => {
    const { header } = await csv();
    expect(header.filter((h) => h === 'Telefon')).toHaveLength(1);
    expect(header.filter((h) => h === 'E-mail' || h === 'Adres e-mail')).toHaveLength(1);
    expect(new Set(header).size).toBe(header.length);
  });

  it('product, plan, option and toggle answers are written as names and labels, never ids or true', async () => {
    const { rows } = await csv();
    const anna = rows.find((row) => row['Imię i nazwisko'] === 'Anna Nowak');
    const jan = rows.find((row) => row['Imię i nazwisko'] === 'Jan Kowalski');
    expect(anna).toMatchObject({
      Telefon: '600100200',
      Produkt: 'Udział w wydarzeniu',
      Warsztaty: 'Warsztaty fotograficzne',
      'Jestem studentem (zniżka 50,00 zł)': 'Tak',
      'Plan płatności': '3 raty',
    });
    expect(jan).toMatchObject({ Warsztaty: 'Bez warsztatów', 'Plan płatności': 'Płatność jednorazowa' });
    const cells = rows.flatMap((row) => Object.values(row));
    for (const raw of [demo.productId, demo.plans.three, demo.plans.single, 'photo', 'true'])
      expect(cells).not.toContain(raw);
  });

  it("'Data zapisu' and the installments description's dates in the project's dd/MM/yyyy", async () => {
    const { rows } = await csv();
    const anna = rows.find((row) => row['Imię i nazwisko'] === 'Anna Nowak') as Record<string, string>;
    expect(anna['Data zapisu']).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(anna['Opis rat']).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    for (const row of rows)
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
  });

  it("'Dopłaty za opcje' holds the +80,00 zł workshop and 'Rabaty' the 50,00 zł student rebate", async () => {
    const { rows } = await csv();
    const anna = rows.find((row) => row['Imię i nazwisko'] === 'Anna Nowak');
    expect(anna).toMatchObject({ 'Dopłaty za opcje': '80,00', Rabaty: '50,00', Netto: '380,00' });
    const jan = rows.find((row) => row['Imię i nazwisko'] === 'Jan Kowalski');
    expect(jan).toMatchObject({ 'Dopłaty za opcje': '0,00', Rabaty: '0,00', Netto: '350,00' });
  });

  it('XLSX writes the same labels', async () => {
    const res = await demo.call('GET', `/participants/${demo.eventId}/export.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Uczestnicy');
    if (!sheet) throw new Error('no sheet Uczestnicy');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.filter((h) => h === 'Telefon')).toHaveLength(1);
    const column = (name: string) => header.indexOf(name) + 1;
    const values = [2, 3].map((n) => sheet.getRow(n));
    const products = values.map((row) => row.getCell(column('Produkt')).value);
    expect(products).toEqual(['Udział w wydarzeniu', 'Udział w wydarzeniu']);
    const plans = values.map((row) => row.getCell(column('Plan płatności')).value);
    expect(plans.sort()).toEqual(['3 raty', 'Płatność jednorazowa']);
    const surcharges = values.map((row) => row.getCell(column('Dopłaty za opcje')).value);
    expect(surcharges.sort()).toEqual([0, 80]);
  });
});
