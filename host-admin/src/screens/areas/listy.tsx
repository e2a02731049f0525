import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { ParticipantsScreen } from '../participants/ParticipantsScreen.js';

/** Built: the participants list (main and per product); settlements and payments render 'Wkrótce'. */
const SCREENS: AreaScreenMap = {
  'listy/uczestnicy': ParticipantsScreen,
  'listy/:product': ParticipantsScreen,
};

export default function ListyArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
