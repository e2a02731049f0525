// Browser part of @zapisy/plugin-form-fields: the React renderers of the field kinds and their registry.
// Importing this module registers the built-in renderers; a third-party package calls
// `registerFieldRenderer('acme/Rating', Rating)` on the same module and the form widget renders its cells.
import { registerBuiltInRenderers } from './builtin-renderers.js';

// The kinds' isomorphic part (data, coercion, validation), for widgets that validate with the server's rules.
export { formFieldKinds } from '../kinds/index.js';
export { BUILT_IN_RENDERERS, registerBuiltInRenderers } from './builtin-renderers.js';
export {
  describedBy,
  FieldFrame,
  type FieldFrameProps,
  fieldDescriptionIds,
  fieldLabel,
} from './field-frame.js';
export { offeredProducts, productCountLimit, productCounts } from './product-renderer.js';
export { fieldRenderer, registeredFieldRenderers, registerFieldRenderer } from './registry.js';
export { sanitizedHtml } from './rich-text.js';
export { FIELD_RENDERER_CSS, FIELD_THEME_DECLARATIONS } from './styles.js';
export type { CellRenderer, CellRendererProps, FieldBinding, FormRenderContext } from './types.js';
export { fileProblem, UPLOAD_MESSAGES, UploadError, type UploadedFile, uploadFile } from './upload.js';

registerBuiltInRenderers();
