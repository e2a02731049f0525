import type { ComponentType } from 'react';
import type { FormEditorPath } from '../editor/editor-href.js';

/** One admin screen: its Polish path under /admin (no leading slash) and its Polish title. */
export interface AdminRoute {
  path: string;
  title: string;
  /** Shown in the sidebar; false for parameterised and developer routes. */
  nav?: boolean;
}

export interface AreaScreenProps {
  route: AdminRoute;
}

export type AreaModule = { default: ComponentType<AreaScreenProps> };

/** A group of screens; each area is its own lazily loaded chunk. */
export interface AdminArea {
  id: string;
  label: string;
  load: () => Promise<AreaModule>;
  routes: AdminRoute[];
  /** Listed in the sidebar (default true). */
  nav?: boolean;
  /** The form editors this area's sidebar group links to (outside the admin, on the current project). */
  editors?: readonly { path: FormEditorPath; title: string }[];
}

/**
 * The router table: every /admin route of spec §2 (000, "Administration (/admin)"), grouped by area.
 * In each spec line the first path gives the area prefix and the others are siblings under it
 * (e.g. "/zapisany/nowy, /finalizacja" is zapisany/nowy and zapisany/finalizacja).
 */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    id: 'kokpit',
    label: 'Kokpit',
    load: () => import(/* webpackChunkName: "area-kokpit" */ '../screens/areas/kokpit.js'),
    routes: [
      { path: 'glowna/kokpit', title: 'Kokpit' },
      { path: 'glowna/wybor', title: 'Wybór projektu' },
      { path: 'glowna/ja', title: 'Moje konto' },
    ],
  },
  {
    id: 'uczestnicy',
    label: 'Uczestnicy',
    load: () => import(/* webpackChunkName: "area-uczestnicy" */ '../screens/areas/uczestnicy.js'),
    routes: [
      { path: 'zapisany/nowy', title: 'Nowy uczestnik' },
      { path: 'zapisany/finalizacja', title: 'Finalizacja zapisu' },
      { path: 'zapisany/sukces', title: 'Zapis zakończony' },
      { path: 'zapisany/edycja-danych', title: 'Edycja danych uczestnika' },
    ],
  },
  {
    id: 'listy',
    label: 'Listy',
    load: () => import(/* webpackChunkName: "area-listy" */ '../screens/areas/listy.js'),
    routes: [
      // The main list (every participant of the project); listy/{product} narrows it to one product.
      { path: 'listy/uczestnicy', title: 'Lista uczestników' },
      { path: 'listy/:product', title: 'Lista uczestników', nav: false },
      { path: 'listy/rozliczenia', title: 'Rozliczenia' },
      { path: 'listy/wplaty', title: 'Wpłaty' },
    ],
  },
  {
    id: 'strony',
    label: 'Strony',
    load: () => import(/* webpackChunkName: "area-strony" */ '../screens/areas/strony.js'),
    routes: [
      { path: 'strony/lista', title: 'Lista stron' },
      { path: 'strony/szablony', title: 'Szablony stron' },
    ],
  },
  {
    id: 'dokumenty',
    label: 'Dokumenty',
    load: () => import(/* webpackChunkName: "area-dokumenty" */ '../screens/areas/dokumenty.js'),
    routes: [
      { path: 'dokumenty/lista', title: 'Lista dokumentów' },
      { path: 'dokumenty/edycja', title: 'Edycja dokumentu' },
      { path: 'dokumenty/podglad', title: 'Podgląd dokumentu' },
      { path: 'dokumenty/zalaczniki', title: 'Załączniki' },
    ],
  },
  {
    id: 'finanse',
    label: 'Finanse',
    load: () => import(/* webpackChunkName: "area-finanse" */ '../screens/areas/finanse.js'),
    routes: [
      { path: 'finanse/wyciag', title: 'Import wyciągu' },
      { path: 'finanse/do-decyzji', title: 'Wpłaty do decyzji' },
      { path: 'finanse/przelewy', title: 'Przelewy' },
      { path: 'finanse/historia-konta', title: 'Historia konta' },
      { path: 'finanse/lista', title: 'Wyciągi' },
      { path: 'finanse/czarna-lista', title: 'Czarna lista' },
      { path: 'finanse/konta-bankowe', title: 'Konta bankowe' },
      { path: 'finanse/ec', title: 'Finanse EC' },
    ],
  },
  {
    id: 'faktury',
    label: 'Faktury',
    load: () => import(/* webpackChunkName: "area-faktury" */ '../screens/areas/faktury.js'),
    routes: [{ path: 'faktury/lista', title: 'Faktury' }],
  },
  {
    id: 'windykacja',
    label: 'Windykacja',
    load: () => import(/* webpackChunkName: "area-windykacja" */ '../screens/areas/windykacja.js'),
    routes: [
      { path: 'windykacja/lista', title: 'Windykacja' },
      { path: 'windykacja/nota-odsetkowa', title: 'Nota odsetkowa' },
    ],
  },
  {
    id: 'ankieta',
    label: 'Ankieta',
    load: () => import(/* webpackChunkName: "area-ankieta" */ '../screens/areas/ankieta.js'),
    routes: [
      { path: 'ankieta/podglad', title: 'Podgląd ankiety' },
      { path: 'ankieta/wyniki', title: 'Wyniki ankiety' },
    ],
    editors: [{ path: 'ankiety', title: 'Edytor ankiety' }],
  },
  {
    id: 'recepcja',
    label: 'Recepcja',
    load: () => import(/* webpackChunkName: "area-recepcja" */ '../screens/areas/recepcja.js'),
    routes: [
      { path: 'recepcja/lista', title: 'Recepcja' },
      { path: 'recepcja/skaner', title: 'Skaner biletów' },
    ],
  },
  {
    id: 'noclegi',
    label: 'Noclegi',
    load: () => import(/* webpackChunkName: "area-noclegi" */ '../screens/areas/noclegi.js'),
    routes: [
      { path: 'noclegi/hotel', title: 'Hotel' },
      { path: 'noclegi/noclegi', title: 'Noclegi' },
      { path: 'noclegi/lista', title: 'Lista noclegów' },
    ],
  },
  {
    id: 'klienci',
    label: 'Klienci i pracownicy',
    load: () => import(/* webpackChunkName: "area-klienci" */ '../screens/areas/klienci.js'),
    routes: [
      { path: 'klient/klienci', title: 'Klienci' },
      { path: 'klient/szukaj', title: 'Wyszukiwanie klientów' },
      { path: 'klient/dane', title: 'Dane klienta' },
      { path: 'klient/dane-edycja', title: 'Edycja danych klienta' },
      { path: 'klient/polacz', title: 'Łączenie klientów' },
      { path: 'klient/oplaty', title: 'Opłaty' },
      { path: 'klient/pracownicy', title: 'Pracownicy' },
      { path: 'klient/pracownik', title: 'Pracownik' },
      { path: 'klient/pracownik-edycja', title: 'Edycja pracownika' },
      { path: 'klient/wynagrodzenia', title: 'Wynagrodzenia' },
      { path: 'klient/reguly-prowizji', title: 'Reguły prowizji' },
      { path: 'klient/prowizje', title: 'Prowizje' },
    ],
  },
  {
    id: 'raporty',
    label: 'Raporty',
    load: () => import(/* webpackChunkName: "area-raporty" */ '../screens/areas/raporty.js'),
    routes: [
      { path: 'raporty/lista', title: 'Raporty' },
      { path: 'raporty/raport', title: 'Raport' },
    ],
  },
  {
    id: 'ustawienia',
    label: 'Ustawienia',
    load: () => import(/* webpackChunkName: "area-ustawienia" */ '../screens/areas/ustawienia.js'),
    routes: [
      { path: 'ustawienia/projekt', title: 'Ustawienia projektu' },
      { path: 'ustawienia/projekty', title: 'Projekty' },
      { path: 'ustawienia/nowy-projekt', title: 'Nowy projekt' },
      { path: 'ustawienia/organizacja', title: 'Ustawienia organizacji' },
      { path: 'ustawienia/cennik', title: 'Cennik' },
      { path: 'ustawienia/produkty', title: 'Produkty' },
      { path: 'ustawienia/kolumny', title: 'Kolumny listy uczestników' },
      { path: 'ustawienia/kolumny-ankiety', title: 'Kolumny ankiety' },
      { path: 'ustawienia/komunikaty', title: 'Komunikaty' },
      { path: 'ustawienia/maile-i-smsy', title: 'Maile i SMS-y' },
      { path: 'ustawienia/wyslane', title: 'Wysłane wiadomości' },
      // Not a spec §2 route: issue 5's webhook settings summary, signing secret and delivery log.
      { path: 'ustawienia/webhooki', title: 'Webhooki' },
      // Not a spec §2 route: issue 4's audit log, for the organization's admins.
      { path: 'ustawienia/historia-zmian', title: 'Historia zmian' },
      { path: 'ustawienia/podglad-powiadomien', title: 'Podgląd powiadomień' },
      { path: 'ustawienia/kalendarze', title: 'Kalendarze' },
      { path: 'ustawienia/terminy', title: 'Terminy' },
      { path: 'ustawienia/miejsca', title: 'Miejsca (sale)' },
    ],
    editors: [
      { path: 'formularza', title: 'Edytor formularza zapisów' },
      { path: 'formularz-podstawowy', title: 'Edytor formularza podstawowego' },
    ],
  },
  {
    id: 'site-admin',
    label: 'Administracja systemu',
    load: () => import(/* webpackChunkName: "area-site-admin" */ '../screens/areas/site-admin.js'),
    routes: [
      { path: 'site-admin/organizacje', title: 'Organizacje' },
      { path: 'site-admin/nowa-organizacja', title: 'Nowa organizacja' },
      { path: 'site-admin/import-eksport', title: 'Import i eksport' },
      { path: 'site-admin/uzytkownicy', title: 'Użytkownicy' },
      { path: 'site-admin/konta-platnosci', title: 'Systemowe konta płatności' },
    ],
  },
  {
    id: 'wkrotce',
    label: 'Wkrótce',
    load: () => import(/* webpackChunkName: "area-wkrotce" */ '../screens/areas/wkrotce.js'),
    routes: [{ path: 'wkrotce', title: 'Wkrótce' }],
  },
  {
    id: 'tester',
    label: 'Strony deweloperskie',
    nav: false,
    load: () => import(/* webpackChunkName: "area-tester" */ '../screens/areas/tester.js'),
    routes: [{ path: '_tester/*', title: 'Strony deweloperskie', nav: false }],
  },
];

/** Where /admin itself leads. */
export const ADMIN_HOME = 'glowna/kokpit';

/** Flat list of every route with its area. */
export const ADMIN_ROUTES: ReadonlyArray<AdminRoute & { area: AdminArea }> = ADMIN_AREAS.flatMap((area) =>
  area.routes.map((route) => ({ ...route, area })),
);

/** The area and route of a static path ('ustawienia/projekt'), for the sidebar and header. */
export function findRoute(pathname: string): (AdminRoute & { area: AdminArea }) | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return (
    ADMIN_ROUTES.find((r) => r.path === path) ??
    ADMIN_ROUTES.find((r) => {
      const pattern = r.path.split('/');
      const parts = path.split('/');
      if (pattern.at(-1) === '*')
        return parts.length >= pattern.length - 1 && pattern.slice(0, -1).every((p, i) => p === parts[i]);
      return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
    })
  );
}
