import type { AreaScreenProps } from '../../routes/table.js';
import { DashboardScreen } from '../dashboard/DashboardScreen.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { ProjectChoiceScreen } from '../ProjectChoiceScreen.js';

/** Built: 'Kokpit' and 'Wybór projektu'. 'Moje konto' renders the shared 'Wkrótce' placeholder. */
const SCREENS: AreaScreenMap = {
  'glowna/kokpit': DashboardScreen,
  'glowna/wybor': ProjectChoiceScreen,
};

export default function KokpitArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
