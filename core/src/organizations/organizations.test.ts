import { describe, expect, it } from 'vitest';
import {
  AUDIT_SECRET_PLACEHOLDER,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  defaultOrganizationSettings,
  findUnknownFields,
  isSecretValueSet,
  ORGANIZATION_GRANTABLE_ROLES,
  ORGANIZATION_INTEGRATION_FIELDS,
  organizationSettingsSchema,
  partialSchema,
  schemaDefaults,
  validateOrganizationPermissions,
} from './index.js';

describe('organization defaults (second document §9)', () => {
  const defaults = defaultOrganizationSettings();

  it('"Org defaults: lump percent 8.5, days to pay 14, … logo height 30, VAT \'np\'"', () => {
    expect(defaults.invoicing).toMatchObject({ lumpPercent: 8.5, daysToPay: 14, vatPercent: 'np' });
    expect(defaults.logo.height).toBe(30);
  });

  it('customerSettings all off, calendar onParticipant on, integrations unset with modules none', () => {
    expect(defaults.customerSettings).toEqual({
      ignoreYearMonth: false,
      hasGlobalPayments: false,
      customerPerParticipant: false,
      twoPeople: false,
      hasGuardian: false,
      billingsByPaymentDate: false,
    });
    expect(defaults.calendar).toEqual({ enabled: false, onParticipant: true });
    expect(defaults.integrations.paymentModule).toBe('none');
    expect(defaults.integrations.accountingModule).toBe('none');
    expect(defaults.integrations.accounts).toEqual({});
    expect(defaults.numberingPatterns).toEqual([]);
  });

  it('"Customer settings flags twoPeople and hasGuardian toggle the second-person and guardian columns": both are customerSettings flags with their own Polish label', () => {
    const group = (organizationSettingsSchema.properties as Record<string, { properties: object }>)
      .customerSettings?.properties as Record<string, { type: string; title: string; default: boolean }>;
    expect(group.twoPeople).toMatchObject({
      type: 'boolean',
      title: 'Dwie osoby na klienta',
      default: false,
    });
    expect(group.hasGuardian).toMatchObject({
      type: 'boolean',
      title: 'Dane opiekuna klienta',
      default: false,
    });
  });

  it('each call returns a fresh copy', () => {
    const a = defaultOrganizationSettings();
    a.invoicing.daysToPay = 1;
    expect(defaultOrganizationSettings().invoicing.daysToPay).toBe(14);
  });

  it('"numberingPatterns (patternId, pattern default \'xxxx/yyyy\', yearly boolean)"', () => {
    const items = (organizationSettingsSchema.properties as Record<string, { items: object }>)
      .numberingPatterns?.items;
    expect(schemaDefaults(items as Record<string, unknown>)).toEqual({ pattern: 'xxxx/yyyy', yearly: true });
  });
});

describe('business types', () => {
  it('"Business types 1 to 11", each with a Polish label', () => {
    expect(BUSINESS_TYPES).toHaveLength(11);
    for (const type of BUSINESS_TYPES) expect(BUSINESS_TYPE_LABELS[type]).toBeTruthy();
    expect(BUSINESS_TYPE_LABELS[1]).toBe('Osoba fizyczna');
    expect(BUSINESS_TYPE_LABELS[11]).toBe('Spółdzielnia');
  });
});

describe('integration secrets', () => {
  it('core names no integration: its settings schema holds only the generic choices and an empty accounts group', () => {
    const integrations = (organizationSettingsSchema.properties as Record<string, Record<string, unknown>>)
      .integrations;
    const properties = integrations?.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties)).toEqual([...ORGANIZATION_INTEGRATION_FIELDS]);
    expect(properties.accounts?.properties).toEqual({});
    expect(JSON.stringify(organizationSettingsSchema)).not.toMatch(
      /paynow|payu|przelewy24|ifirma|fakturownia/i,
    );
    expect(AUDIT_SECRET_PLACEHOLDER).toBe('••••');
  });

  it('"Empty-string integration keys count as unset"', () => {
    expect(isSecretValueSet('')).toBe(false);
    expect(isSecretValueSet('   ')).toBe(false);
    expect(isSecretValueSet(null)).toBe(false);
    expect(isSecretValueSet(undefined)).toBe(false);
    expect(isSecretValueSet('k')).toBe(true);
  });
});

describe('validateOrganizationPermissions', () => {
  it('accepts grants with open and closed windows', () => {
    expect(
      validateOrganizationPermissions([
        { userId: 'u1', role: 'admin' },
        { userId: 'u2', role: 'reception', from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' },
        { userId: 'u3', role: 'guest', from: null, to: null },
      ]),
    ).toEqual([]);
  });

  it('"permission windows with to < from": a 400 with the Polish list', () => {
    expect(
      validateOrganizationPermissions([
        { userId: 'u1', role: 'admin', from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' },
      ]),
    ).toEqual(['body.permissions[0]: data końca (to) jest wcześniejsza niż data początku (from)']);
  });

  it('"unknown roles" and the super role are refused; every problem is listed', () => {
    expect(
      validateOrganizationPermissions([
        { userId: '', role: 'boss' },
        { userId: 'u2', role: 'site-admin', from: 'wczoraj' },
        'x',
      ]),
    ).toEqual([
      'body.permissions[0].userId: pole jest wymagane',
      `body.permissions[0].role: nieznana rola 'boss'; dozwolone: ${ORGANIZATION_GRANTABLE_ROLES.join(', ')}`,
      "body.permissions[1].role: roli 'site-admin' nie można nadać w organizacji",
      'body.permissions[1].from: nieprawidłowa data',
      'body.permissions[2]: oczekiwano obiektu { userId, role, from, to }',
    ]);
    expect(validateOrganizationPermissions({})).toEqual(['body.permissions: oczekiwano listy uprawnień']);
  });
});

describe('schema tools', () => {
  it('partialSchema drops defaults and required outside array items', () => {
    const partial = partialSchema(organizationSettingsSchema);
    expect(partial.required).toBeUndefined();
    expect(JSON.stringify(partial)).not.toContain('"default"');
    const items = (partial.properties as Record<string, { items: { required: string[] } }>).numberingPatterns
      ?.items;
    expect(items?.required).toEqual(['patternId', 'pattern']);
  });

  it('findUnknownFields reports unknown keys with their path', () => {
    expect(
      findUnknownFields(organizationSettingsSchema, {
        name: 'x',
        bogus: 1,
        integrations: { accounts: {}, extra: 'b' },
        numberingPatterns: [{ patternId: 'p', pattern: 'xx', other: true }],
      }),
    ).toEqual([
      'body.bogus: nieznane pole',
      'body.integrations.extra: nieznane pole',
      'body.numberingPatterns[0].other: nieznane pole',
    ]);
  });
});
