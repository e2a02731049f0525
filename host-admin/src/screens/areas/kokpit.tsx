import type { AreaScreenProps } from '../../routes/table.js';
import { DashboardScreen } from '../dashboard/DashboardScreen.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { MyAccountScreen } from '../my-account/MyAccountScreen.js';
import { ProjectChoiceScreen } from '../ProjectChoiceScreen.js';

/** Built: 'Kokpit', 'Wybór projektu' and 'Moje konto'. */
const SCREENS: AreaScreenMap = {
  'glowna/kokpit': DashboardScreen,
  'glowna/wybor': ProjectChoiceScreen,
  'glowna/ja': MyAccountScreen,
};

export default function KokpitArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
