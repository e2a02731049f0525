import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';

/** No screen of this area is built yet: each renders the shared 'Wkrótce' placeholder. */
const SCREENS: AreaScreenMap = {};

export default function KokpitArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
