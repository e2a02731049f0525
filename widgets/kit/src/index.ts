// @zapisy/widget-kit: what the federated widgets share (theme, shadow-root mount, base CSS, fetch).
// No React and no side effects: a bundle keeps only the modules it imports.
export { fetchWithTimeout, isRecord, REQUEST_TIMEOUT_MS, trimSlash } from './http.js';
export { assertMountArguments, mountInShadow, type ShadowMountOptions, type Unmount } from './mount.js';
export { shadowRootFor } from './shadow.js';
export { WIDGET_BASE_CSS, WIDGET_CONTROLS_CSS, WIDGET_THEME_DECLARATIONS } from './styles.js';
export { parseTheme, themeToCssVariables, type ZapisyTheme } from './theme.js';
