export {
  DEFAULT_PROJECT_DATE_FORMAT,
  formatProjectDate,
  formatProjectDateRange,
  formatProjectDayMonth,
  PROJECT_DATE_FORMAT_LABELS,
  PROJECT_DATE_FORMATS,
  type ProjectDateFormat,
  type ProjectDateOptions,
  projectDateFormat,
} from './project-date.js';
export { formatInWarsaw, instantOf } from './warsaw-format.js';
export { parseWarsawWallTime } from './warsaw-wall-time.js';
