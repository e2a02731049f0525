/** Version of @zapisy/core, checked against each plugin's `compatibility` range. Kept equal to package.json by a test. */
export const CORE_VERSION = '0.1.0';
