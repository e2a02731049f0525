import { describe, expect, it } from 'vitest';
import { finishDocument } from './finish-document.js';

const op = (extra: Record<string, unknown> = {}) => ({ responses: { 200: { description: 'OK' } }, ...extra });

describe('finishDocument', () => {
  it('merges paths that differ only in parameter names under the path with more operations', () => {
    const document = finishDocument(
      {
        paths: {
          '/api/project/{eventId}': { patch: op({ parameters: [{ name: 'eventId', in: 'path' }] }) },
          '/api/project/{id}': {
            get: op({ parameters: [{ name: 'id', in: 'path' }] }),
            delete: op({ parameters: [{ name: 'id', in: 'path' }] }),
          },
        },
      },
      '/api',
    );
    expect(Object.keys(document.paths ?? {})).toEqual(['/api/project/{id}']);
    expect(document.paths?.['/api/project/{id}']?.patch?.parameters).toEqual([{ name: 'id', in: 'path' }]);
    expect(document.paths?.['/api/project/{id}']?.patch?.operationId).toBe('patchProjectById');
  });

  it('keeps a declared operationId, lists every used tag with a description', () => {
    const document = finishDocument(
      {
        paths: {
          '/api/env': { get: op({ operationId: 'readEnvironment', tags: ['env'] }) },
          '/api/x/y': { get: op({ tags: ['x'] }) },
        },
      },
      '/api',
    );
    expect(document.paths?.['/api/env']?.get?.operationId).toBe('readEnvironment');
    expect(document.tags).toEqual([
      { name: 'env', description: 'Ustawienia środowiska dla przeglądarki.' },
      { name: 'x', description: 'Trasy „x”.' },
    ]);
  });

  it('refuses two operations with one operationId', () => {
    expect(() =>
      finishDocument(
        {
          paths: {
            '/api/a': { get: op({ operationId: 'same' }) },
            '/api/b': { get: op({ operationId: 'same' }) },
          },
        },
        '/api',
      ),
    ).toThrow(/same/);
  });

  it('drops component schemas nothing refers to, keeps those referred to through another schema', () => {
    const document = finishDocument(
      {
        paths: { '/api/a': { get: op({ x: { $ref: '#/components/schemas/A' } }) } },
        components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: {}, Unused: {} } },
      },
      '/api',
    );
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(['A', 'B']);
  });
});
