import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { ImportExportScreen } from '../site-admin/ImportExportScreen.js';
import { NewOrganizationScreen } from '../site-admin/NewOrganizationScreen.js';
import { OrganizationsScreen } from '../site-admin/OrganizationsScreen.js';
import { SystemPaymentAccountsScreen } from '../site-admin/SystemPaymentAccountsScreen.js';
import { UsersScreen } from '../site-admin/UsersScreen.js';

/** The site-admin area (spec §6: organizations, users and import/export; issue 6: system payment accounts). */
const SCREENS: AreaScreenMap = {
  'site-admin/organizacje': OrganizationsScreen,
  'site-admin/nowa-organizacja': NewOrganizationScreen,
  'site-admin/uzytkownicy': UsersScreen,
  'site-admin/import-eksport': ImportExportScreen,
  // Needs its routes/table.ts entry: { path: 'site-admin/konta-platnosci', title: 'Systemowe konta płatności' }.
  'site-admin/konta-platnosci': SystemPaymentAccountsScreen,
};

export default function SiteAdminArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
