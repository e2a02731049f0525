import { describe, expect, it } from 'vitest';
import { AccountingModuleDouble } from '../testing/accounting-module-double.js';
import { SmsGatewayDouble } from '../testing/sms-gateway-double.js';
import { createTestContainer } from '../testing/test-container.js';
import type { AccountingModule } from './accounting-module.js';
import { providersById } from './providers-by-id.js';
import { createToken } from './token.js';
import { Tokens } from './tokens.js';

describe('Tokens — one multi-provider token per plugin contract', () => {
  it('gives every contract its own token', () => {
    const symbols = Object.values(Tokens);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(Object.keys(Tokens)).toEqual([
      'TranslationType',
      'FormFieldKind',
      'PaymentProvider',
      'AccountingModule',
      'EInvoicing',
      'EmailTransport',
      'SmsGateway',
      'BotProtection',
      'DocumentRenderer',
    ]);
  });

  it('is the same symbol in every copy of core (a plugin bundling its own core still registers under it)', () => {
    expect(createToken('AccountingModule')).toBe(Tokens.AccountingModule);
    expect(Tokens.SmsGateway.description).toBe('zapisy:SmsGateway');
  });

  it('resolves every registered module of a kind, and the organization’s one by id', () => {
    const container = createTestContainer();
    const ifirma = new AccountingModuleDouble({ id: 'ifirma' });
    const fakturownia = new AccountingModuleDouble({ id: 'fakturownia' });
    container.register(Tokens.AccountingModule, { useValue: ifirma });
    container.register(Tokens.AccountingModule, { useFactory: () => fakturownia });
    container.registerInstance(Tokens.SmsGateway, new SmsGatewayDouble({ id: 'smsapi' }));

    const modules: AccountingModule[] = container.resolveAll(Tokens.AccountingModule);
    expect(modules.map((m) => m.id)).toEqual(['ifirma', 'fakturownia']);
    expect(providersById(modules).get('fakturownia')).toBe(fakturownia);
    expect(container.resolveAll(Tokens.SmsGateway).map((g) => g.id)).toEqual(['smsapi']);
    expect(container.isRegistered(Tokens.EInvoicing)).toBe(false);
    expect(() => container.resolveAll(Tokens.EInvoicing)).toThrow(/Nothing is registered/);
  });

  it('refuses two plugins with the same id under one token', () => {
    expect(() =>
      providersById([new SmsGatewayDouble({ id: 'smsapi' }), new SmsGatewayDouble({ id: 'smsapi' })]),
    ).toThrow('Two plugins provide the id "smsapi" under one token');
  });
});
