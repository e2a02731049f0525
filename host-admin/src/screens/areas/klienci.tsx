import type { AreaScreenProps } from '../../routes/table.js';
import { CustomerCardScreen } from '../customers/CustomerCardScreen.js';
import { CustomerEditScreen } from '../customers/CustomerEditScreen.js';
import { CustomerMergeScreen } from '../customers/CustomerMergeScreen.js';
import { CustomerSearchScreen } from '../customers/CustomerSearchScreen.js';
import { CustomersScreen } from '../customers/CustomersScreen.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';

/** Built: customers grid, card, edit, merge and search; the employee and commission screens render 'Wkrótce'. */
const SCREENS: AreaScreenMap = {
  'klient/klienci': CustomersScreen,
  'klient/dane': CustomerCardScreen,
  'klient/dane-edycja': CustomerEditScreen,
  'klient/polacz': CustomerMergeScreen,
  'klient/szukaj': CustomerSearchScreen,
};

export default function KlienciArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
