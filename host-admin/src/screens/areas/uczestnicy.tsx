import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { NewParticipantScreen } from '../NewParticipantScreen.js';

const SCREENS: AreaScreenMap = { 'zapisany/nowy': NewParticipantScreen };

export default function UczestnicyArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
