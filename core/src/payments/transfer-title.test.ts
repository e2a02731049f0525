import { describe, expect, it } from 'vitest';
import {
  elixirText,
  TRANSFER_TITLE_MAX_LENGTH,
  transferTitle,
  transferTitleCustomerCode,
} from './transfer-title.js';

describe('transferTitle (a title bank-statement matching recognises, Elixir ≤ 140 characters)', () => {
  it("'ZAPISY-<customer code> <domain> <Nazwisko Imię>, …'", () => {
    expect(
      transferTitle({ customerCode: 'Ab12Cd34Ef56', domainName: 'oboz', names: ['Nowak Jan', 'Nowak Ewa'] }),
    ).toBe('ZAPISY-Ab12Cd34Ef56 oboz Nowak Jan, Nowak Ewa');
    expect(transferTitle({ customerCode: 'c1', names: [] })).toBe('ZAPISY-c1');
  });

  it('never longer than 140 characters: names that do not fit are left out whole, a single long one is cut', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Brzęczyszczykiewicz Grzegorz${i}`);
    const title = transferTitle({ customerCode: 'Ab12Cd34Ef56', domainName: 'oboz-letni', names: many });
    expect(title.length).toBeLessThanOrEqual(TRANSFER_TITLE_MAX_LENGTH);
    expect(title.endsWith('Grzegorz2')).toBe(true);
    const one = transferTitle({ customerCode: 'c1', names: ['X'.repeat(300)] });
    expect(one).toHaveLength(TRANSFER_TITLE_MAX_LENGTH);
    const longDomain = transferTitle({
      customerCode: 'c1',
      domainName: 'd'.repeat(200),
      names: ['Nowak Jan'],
    });
    expect(longDomain).toBe('ZAPISY-c1 Nowak Jan');
  });

  it('characters banks do not carry are dropped; a code without letters or digits is refused', () => {
    expect(elixirText(' Zażółć  "gęślą"\tjaźń | ; ')).toBe('Zażółć gęślą jaźń');
    expect(transferTitle({ customerCode: 'a-b_c', names: ['Kowalska "Anna"'] })).toBe(
      'ZAPISY-abc Kowalska Anna',
    );
    expect(() => transferTitle({ customerCode: '--', names: [] })).toThrow();
  });

  it('matching reads the code back from a statement title, in any letter case', () => {
    const title = transferTitle({ customerCode: 'Ab12Cd34Ef56', domainName: 'oboz', names: ['Nowak Jan'] });
    expect(transferTitleCustomerCode(title)).toBe('Ab12Cd34Ef56');
    expect(transferTitleCustomerCode(`PRZELEW ${title.toUpperCase()}`)).toBe('AB12CD34EF56');
    expect(transferTitleCustomerCode('Opłata za obóz')).toBeNull();
    expect(transferTitleCustomerCode('XZAPISY-abc')).toBeNull();
  });
});
