/** The JSON object in `text`, or undefined for anything else (core's reader, shared with the providers). */
export { parseJsonObject } from '@zapisy/core';
