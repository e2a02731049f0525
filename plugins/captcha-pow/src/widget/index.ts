/** The browser part of the proof of work: solve a challenge from the API into the token the form sends. */
export {
  type PowChallengeJson,
  type PowSolveOptions,
  type PowSolveResult,
  solvePowChallenge,
} from './solve.js';
