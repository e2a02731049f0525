export { formatInWarsaw, instantOf } from './warsaw-format.js';
