import { readFileSync } from 'node:fs';

/** Version of @zapisy/api from its package.json (api/src/http and api/dist/http are both two levels below). */
export const API_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
