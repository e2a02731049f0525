export {
  DASHBOARD_TIME_ZONE,
  type DayFigure,
  endOfPolishDayText,
  fillDays,
  polishDaysEndingAt,
  polishDayText,
  startOfPolishDay,
} from './dashboard-days.js';
export {
  DASHBOARD_DECISION_HINTS,
  DASHBOARD_DECISION_KINDS,
  DASHBOARD_DECISION_PATHS,
  type DashboardDecisionKind,
  dashboardDecisionText,
} from './dashboard-decisions.js';
