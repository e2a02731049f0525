import type { AreaScreenProps } from '../../routes/table.js';
import { type AreaScreenMap, AreaScreens } from '../define-area.js';
import { SurveyPreviewScreen } from '../survey/SurveyPreviewScreen.js';
import { SurveyResultsScreen } from '../survey/SurveyResultsScreen.js';

/** Survey (first document §2 "Survey: /ankieta/podglad, /wyniki"): the preview and the results. */
const SCREENS: AreaScreenMap = {
  'ankieta/podglad': SurveyPreviewScreen,
  'ankieta/wyniki': SurveyResultsScreen,
};

export default function AnkietaArea({ route }: AreaScreenProps) {
  return <AreaScreens route={route} screens={SCREENS} />;
}
