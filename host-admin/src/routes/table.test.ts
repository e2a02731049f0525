import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, ADMIN_ROUTES, findRoute } from './table.js';

/**
 * Spec 000 §2 "Administration (/admin)", transcribed: in each line the first path gives the prefix and
 * the following ones are siblings under it.
 */
const SPEC_ADMIN_LINES: Array<[prefix: string, paths: string[]]> = [
  // Participants: /zapisany/nowy, /finalizacja, /sukces, /edycja-danych.
  ['zapisany', ['nowy', 'finalizacja', 'sukces', 'edycja-danych']],
  // Pages: /strony/lista, /szablony.
  ['strony', ['lista', 'szablony']],
  // Documents: /dokumenty/lista, /edycja, /podglad, /zalaczniki.
  ['dokumenty', ['lista', 'edycja', 'podglad', 'zalaczniki']],
  // Finance (/finanse): /wyciag, /do-decyzji, /przelewy, /historia-konta, /lista, /czarna-lista, /konta-bankowe, /ec.
  [
    'finanse',
    ['wyciag', 'do-decyzji', 'przelewy', 'historia-konta', 'lista', 'czarna-lista', 'konta-bankowe', 'ec'],
  ],
  // Survey: /ankieta/podglad, /wyniki.
  ['ankieta', ['podglad', 'wyniki']],
  // Settings (/ustawienia): ...
  [
    'ustawienia',
    [
      'cennik',
      'kolumny',
      'kolumny-ankiety',
      'projekty',
      'projekt',
      'organizacja',
      'nowy-projekt',
      'komunikaty',
      'maile-i-smsy',
      'wyslane',
      'podglad-powiadomien',
      'kalendarze',
      'terminy',
      'miejsca',
      'produkty',
    ],
  ],
  // Dashboard: /glowna/kokpit, /wybor, /ja.
  ['glowna', ['kokpit', 'wybor', 'ja']],
  // Lists: /listy/{product}, /rozliczenia, /wplaty.
  ['listy', [':product', 'rozliczenia', 'wplaty']],
  // Invoices: /faktury/lista.
  ['faktury', ['lista']],
  // Debt collection: /windykacja/lista, /nota-odsetkowa.
  ['windykacja', ['lista', 'nota-odsetkowa']],
  // Reception: /recepcja/lista, /skaner.
  ['recepcja', ['lista', 'skaner']],
  // Site admin: /site-admin/organizacje, /nowa-organizacja, /import-eksport, /uzytkownicy.
  ['site-admin', ['organizacje', 'nowa-organizacja', 'import-eksport', 'uzytkownicy']],
  // Customers and employees: /klient/dane, ...
  [
    'klient',
    [
      'dane',
      'dane-edycja',
      'polacz',
      'szukaj',
      'pracownik',
      'pracownik-edycja',
      'wynagrodzenia',
      'klienci',
      'oplaty',
      'reguly-prowizji',
      'prowizje',
      'pracownicy',
    ],
  ],
  // Reports: /raporty/lista, /raport.
  ['raporty', ['lista', 'raport']],
  // Accommodation: /noclegi/hotel, /noclegi, /lista.
  ['noclegi', ['hotel', 'noclegi', 'lista']],
];

const SPEC_ADMIN_ROUTES = [
  ...SPEC_ADMIN_LINES.flatMap(([prefix, paths]) => paths.map((p) => `${prefix}/${p}`)),
  // Coming soon: /wkrotce.
  'wkrotce',
  // Many developer pages under /admin/_tester/*.
  '_tester/*',
].sort();

/**
 * Routes the issues add beyond spec §2: issue 4's audit log ("readable by admins of that organization"),
 * issue 5's main participants list and webhook delivery log ("delivery log visible in the admin"), issue 6's
 * system payment accounts ("useSystemPaymentAccounts supported": the platform's accounts, site admin only).
 */
const ISSUE_ADMIN_ROUTES = [
  'ustawienia/historia-zmian',
  'listy/uczestnicy',
  'ustawienia/webhooki',
  'site-admin/konta-platnosci',
];

describe('admin router table', () => {
  it('lists exactly the /admin routes of spec §2, plus the routes the issues add', () => {
    expect(SPEC_ADMIN_ROUTES).toHaveLength(69);
    expect(ADMIN_ROUTES.map((r) => r.path).sort()).toEqual(
      [...SPEC_ADMIN_ROUTES, ...ISSUE_ADMIN_ROUTES].sort(),
    );
  });

  it('has no duplicate paths', () => {
    const paths = ADMIN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a Polish title and every area a label and a lazy loader', () => {
    for (const route of ADMIN_ROUTES) {
      expect(route.title.trim().length, route.path).toBeGreaterThan(2);
      expect(route.title, route.path).not.toMatch(/\b(settings|list|new|edit|preview)\b/i);
    }
    expect(findRoute('ustawienia/projekt')?.title).toBe('Ustawienia projektu');
    expect(findRoute('zapisany/nowy')?.title).toBe('Nowy uczestnik');
    for (const area of ADMIN_AREAS) {
      expect(area.label).toBeTruthy();
      expect(typeof area.load).toBe('function');
    }
  });

  it('groups routes by the areas of the issue', () => {
    expect(ADMIN_AREAS.map((a) => a.label)).toEqual(
      expect.arrayContaining([
        'Uczestnicy',
        'Strony',
        'Dokumenty',
        'Finanse',
        'Ankieta',
        'Ustawienia',
        'Kokpit',
        'Listy',
        'Faktury',
        'Windykacja',
        'Recepcja',
        'Administracja systemu',
        'Klienci i pracownicy',
        'Raporty',
        'Noclegi',
        'Wkrótce',
      ]),
    );
    expect(findRoute('finanse/czarna-lista')?.area.label).toBe('Finanse');
  });

  it('finds parameterised and splat routes', () => {
    expect(findRoute('/listy/obiady/')?.path).toBe('listy/:product');
    expect(findRoute('listy/rozliczenia')?.path).toBe('listy/rozliczenia');
    expect(findRoute('_tester/platnosci/1')?.path).toBe('_tester/*');
    expect(findRoute('nie-ma-takiej')).toBeUndefined();
  });
});
