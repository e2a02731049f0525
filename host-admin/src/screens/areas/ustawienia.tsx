import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { AuditLogScreen } from '../history/AuditLogScreen.js';
import { SentMessagesScreen } from '../history/SentMessagesScreen.js';
import { ColumnChooserScreen } from '../participants/ColumnChooserScreen.js';
import { PriceListScreen } from '../pricing/PriceListScreen.js';
import { ProductsScreen } from '../pricing/ProductsScreen.js';
import { NewProjectScreen } from '../settings/NewProjectScreen.js';
import { OrganizationSettingsScreen } from '../settings/OrganizationSettingsScreen.js';
import { ProjectSettingsScreen } from '../settings/ProjectSettingsScreen.js';
import { ProjectsScreen } from '../settings/ProjectsScreen.js';
import { StringsScreen } from '../settings/StringsScreen.js';
import { SurveyColumnsScreen } from '../survey/SurveyColumnsScreen.js';
import { WebhooksScreen } from '../webhooks/WebhooksScreen.js';

/**
 * Built: project, projects, new project, organization, strings, products, price list, sent messages, webhooks, audit log. The others
 * render 'Wkrótce'.
 */
const SCREENS: AreaScreenMap = {
  'ustawienia/projekt': ProjectSettingsScreen,
  'ustawienia/projekty': ProjectsScreen,
  'ustawienia/nowy-projekt': NewProjectScreen,
  'ustawienia/organizacja': OrganizationSettingsScreen,
  'ustawienia/komunikaty': StringsScreen,
  'ustawienia/produkty': ProductsScreen,
  'ustawienia/cennik': PriceListScreen,
  'ustawienia/kolumny': ColumnChooserScreen,
  'ustawienia/kolumny-ankiety': SurveyColumnsScreen,
  'ustawienia/wyslane': SentMessagesScreen,
  'ustawienia/webhooki': WebhooksScreen,
  'ustawienia/historia-zmian': AuditLogScreen,
};

export default function UstawieniaArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
