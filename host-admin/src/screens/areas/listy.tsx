import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { ParticipantsScreen } from '../participants/ParticipantsScreen.js';
import { PaymentsScreen } from '../payments/PaymentsScreen.js';
import { SettlementsScreen } from '../settlements/SettlementsScreen.js';

/** The participants list (main and per product), the settlements and the payments. */
const SCREENS: AreaScreenMap = {
  'listy/uczestnicy': ParticipantsScreen,
  'listy/:product': ParticipantsScreen,
  'listy/rozliczenia': SettlementsScreen,
  'listy/wplaty': PaymentsScreen,
};

export default function ListyArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
