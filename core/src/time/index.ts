export { formatInWarsaw, instantOf } from './warsaw-format.js';
export { parseWarsawWallTime } from './warsaw-wall-time.js';
