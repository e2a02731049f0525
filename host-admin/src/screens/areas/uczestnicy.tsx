import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { NewParticipantScreen } from '../NewParticipantScreen.js';
import { AddedParticipantsScreen } from '../participant-forms/AddedParticipantsScreen.js';
import { EditParticipantDataScreen } from '../participant-forms/EditParticipantDataScreen.js';
import { FinalizeParticipantsScreen } from '../participant-forms/FinalizeParticipantsScreen.js';

const SCREENS: AreaScreenMap = {
  'zapisany/nowy': NewParticipantScreen,
  'zapisany/finalizacja': FinalizeParticipantsScreen,
  'zapisany/sukces': AddedParticipantsScreen,
  'zapisany/edycja-danych': EditParticipantDataScreen,
};

export default function UczestnicyArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
