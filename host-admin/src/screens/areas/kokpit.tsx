import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { ProjectChoiceScreen } from '../ProjectChoiceScreen.js';

/** Built: 'Wybór projektu'. The others render the shared 'Wkrótce' placeholder. */
const SCREENS: AreaScreenMap = {
  'glowna/wybor': ProjectChoiceScreen,
};

export default function KokpitArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
