import type { CellRenderer } from './types.js';

// A module singleton: a third-party package registers its renderer by importing this module (through
// '@zapisy/plugin-form-fields/widget') and the widget finds it by the cell's plugin id.
const renderers = new Map<string, CellRenderer>();

/** Registers (or replaces) the renderer of a form-field kind, by the cell's `plugin.id`. */
export function registerFieldRenderer(kindId: string, component: CellRenderer): void {
  if (typeof kindId !== 'string' || kindId.trim() === '')
    throw new TypeError('kindId must be a non-empty string');
  renderers.set(kindId, component);
}

/** The renderer of a kind, or undefined when no package registered one. */
export function fieldRenderer(kindId: string): CellRenderer | undefined {
  return renderers.get(kindId);
}

/** Ids of every kind with a renderer. */
export function registeredFieldRenderers(): string[] {
  return [...renderers.keys()];
}
