/**
 * The whole-document pass over what @fastify/swagger generated: paths that differ only in their parameter
 * names become one, every operation gets its operationId, every tag its description, and schemas nothing
 * references are dropped.
 */
import { tagDescription } from './api-tags.js';
import { operationIdFor } from './operation-id.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  name: string;
  in: string;
  [key: string]: unknown;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  [key: string]: unknown;
}

type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & Record<string, unknown>;

export interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

const PARAM = /\{([^}]+)\}/g;

function operationsOf(item: PathItem): [string, Operation][] {
  return METHODS.flatMap((method) => (item[method] ? [[method, item[method]] as [string, Operation]] : []));
}

/**
 * `/project/{id}` and `/project/{eventId}` are one URL: its operations are documented under the names of
 * the path with the most operations (then the alphabetically first), whatever the registration order.
 */
function mergeIdenticalPaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(PARAM, '{}');
    groups.set(shape, [...(groups.get(shape) ?? []), path]);
  }
  const out: Record<string, PathItem> = {};
  for (const group of groups.values()) {
    const count = (path: string) => operationsOf(paths[path] as PathItem).length;
    const [canonical = ''] = [...group].sort((a, b) => count(b) - count(a) || a.localeCompare(b));
    const names = [...canonical.matchAll(PARAM)].map((m) => m[1] ?? '');
    const merged: PathItem = { ...paths[canonical] };
    for (const path of group) {
      if (path === canonical) continue;
      const renamed = new Map([...path.matchAll(PARAM)].map((m, i) => [m[1] ?? '', names[i] ?? '']));
      for (const [method, operation] of operationsOf(paths[path] as PathItem)) {
        const parameters = operation.parameters?.map((p) =>
          p.in === 'path' && renamed.has(p.name) ? { ...p, name: renamed.get(p.name) ?? p.name } : p,
        );
        merged[method as (typeof METHODS)[number]] = { ...operation, ...(parameters ? { parameters } : {}) };
      }
    }
    out[canonical] = merged;
  }
  return out;
}

/**
 * A required name that only `patternProperties` cover (which @fastify/swagger writes as
 * `additionalProperties`) is listed under `properties` too, in the document only (the server's Ajv refuses
 * a name declared both ways), so readers see what is required and what it holds.
 */
function declareRequiredProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) declareRequiredProperties(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const open = schema.additionalProperties;
  if (Array.isArray(schema.required) && typeof open === 'object' && open !== null) {
    const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
    for (const name of schema.required as string[]) properties[name] ??= open;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) declareRequiredProperties(value);
}

function dropUnusedSchemas(document: OpenApiDocument): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const { components: _components, ...rest } = document;
  let text = JSON.stringify(rest) + JSON.stringify({ ...document.components, schemas: undefined });
  let changed = true;
  // A schema referenced only from another schema counts once that one is used.
  const used = new Set<string>();
  while (changed) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      if (!used.has(name) && text.includes(`"#/components/schemas/${name}"`)) {
        used.add(name);
        text += JSON.stringify(schemas[name]);
        changed = true;
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

export function finishDocument(document: OpenApiDocument, apiPath: string): OpenApiDocument {
  const paths = mergeIdenticalPaths(document.paths ?? {});
  const seen = new Map<string, string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of operationsOf(item)) {
      operation.operationId ??= operationIdFor(method, path, apiPath);
      const other = seen.get(operation.operationId);
      if (other !== undefined) {
        throw new Error(`operationId ${operation.operationId} powtarza się: ${other} i ${method} ${path}`);
      }
      seen.set(operation.operationId, `${method} ${path}`);
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag]));
  const finished: OpenApiDocument = {
    ...document,
    paths,
    tags: [...tags]
      .sort()
      .map((name) => ({ name, description: declared.get(name)?.description ?? tagDescription(name) })),
  };
  declareRequiredProperties(finished.paths);
  dropUnusedSchemas(finished);
  return finished;
}
