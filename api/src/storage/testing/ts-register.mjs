// `node --import ./ts-register.mjs child.ts` runs a TypeScript test child; see ts-hooks.mjs.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
