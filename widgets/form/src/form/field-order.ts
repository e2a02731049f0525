import { type FormDefinition, type FormFieldDefinition, type FormValue, walkFormCells } from '@zapisy/core';

/** Finds a cell's definition entry: by cellId first, else by the cell's field_name. */
export function definitionLookup(definition: FormDefinition) {
  const byCell = new Map<string, FormFieldDefinition>();
  const byName = new Map<string, FormFieldDefinition>();
  for (const field of definition) {
    if (typeof field.cellId === 'string') byCell.set(field.cellId, field);
    byName.set(field.field_name, field);
  }
  return (
    cellId: string,
    data: Readonly<Record<string, unknown>> | undefined,
  ): FormFieldDefinition | null => {
    const found = byCell.get(cellId);
    if (found) return found;
    const name = data?.field_name;
    return typeof name === 'string' ? (byName.get(name) ?? null) : null;
  };
}

/** Field names in the order the form shows them (document order of cells), then any the cells do not name. */
export function fieldsInFormOrder(form: FormValue, definition: FormDefinition): string[] {
  const lookup = definitionLookup(definition);
  const order: string[] = [];
  try {
    walkFormCells(form, (cell) => {
      const field = lookup(cell.id, cell.dataI18n?.default);
      if (field && !order.includes(field.field_name)) order.push(field.field_name);
    });
  } catch {
    // A malformed form: fall back to the definition's order below.
  }
  for (const field of definition) if (!order.includes(field.field_name)) order.push(field.field_name);
  return order;
}
