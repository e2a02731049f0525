import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { IMAGE_CACHE_CONTROL } from './app-wiring.js';
import { IMAGES } from './store.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

let c: ProjectTestContext;
beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
});
afterAll(async () => c.t.close());

function multipart(filename: string, value: Buffer, extra = '') {
  const boundary = `----logo${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), value, Buffer.from(`\r\n${extra}--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(filename: string, value: Buffer, token = c.admin, org = 'org-a') {
  const body = multipart(filename, value);
  return c.t.app.inject({
    method: 'POST',
    url: `${API}/images/${org}`,
    headers: { ...body.headers, 'x-auth-token': token },
    payload: body.payload,
  });
}

describe('organization images (the logo) under the spec files path /images', () => {
  it('an admin uploads a PNG; GET /images/{id} serves the same bytes with its content type and a year of caching', async () => {
    const res = await upload('logo firmy.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ fileName: 'logo firmy.png', mimeType: 'image/png', size: PNG.length });
    const file = await c.t.app.inject({ method: 'GET', url: `/images/${saved.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('a JPEG (.jpg or .jpeg) is served as image/jpeg', async () => {
    const saved = (await upload('logo.jpeg', JPEG)).json();
    const file = await c.t.app.inject({ method: 'GET', url: `/images/${saved.id}` });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('not an image, a renamed file or more than 2 MB → a Polish error and nothing kept', async () => {
    const before = await c.docs(IMAGES).countDocuments({});
    const pdf = await upload('logo.pdf', PDF);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Logo musi być obrazem PNG albo JPG (.png, .jpg, .jpeg).');
    const renamed = await upload('logo.png', PDF);
    expect(renamed.statusCode).toBe(400);
    const big = await upload('logo.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 1)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Logo jest za duże. Największy dozwolony rozmiar to 2 MB.');
    expect(await c.docs(IMAGES).countDocuments({})).toBe(before);
  });

  it('only an admin of that organization uploads; an unknown image is a 404', async () => {
    expect((await upload('logo.png', PNG, c.employee)).statusCode).toBe(403);
    expect((await upload('logo.png', PNG, c.stranger)).statusCode).toBe(403);
    expect((await c.t.app.inject({ method: 'GET', url: '/images/nie-ma-takiego' })).statusCode).toBe(404);
  });
});
