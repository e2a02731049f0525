import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { ParticipantsScreen } from '../participants/ParticipantsScreen.js';
import { PaymentsScreen } from '../payments/PaymentsScreen.js';

/** Built: the participants list (main and per product) and the payments; settlements render 'Wkrótce'. */
const SCREENS: AreaScreenMap = {
  'listy/uczestnicy': ParticipantsScreen,
  'listy/:product': ParticipantsScreen,
  'listy/wplaty': PaymentsScreen,
};

export default function ListyArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
