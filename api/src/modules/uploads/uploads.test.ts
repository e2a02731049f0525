import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { PARTICIPANTS } from '../projects/index.js';
import { API, createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { claimUploads } from './claim.js';
import { deleteUnclaimedUploads } from './cleanup-job.js';
import { fsUploadFileStoreFor } from './fs-file-store.js';
import { FORMS } from './published-field.js';
import { UPLOADS } from './store.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const MB = 1024 * 1024;
/** A published FileUpload field narrower than the defaults: PDF only, up to 1 MB. */
const CV_FIELD = { field_name: 'cv', plugin: 'FileUpload', extensions: ['.pdf'], maxSizeMb: 1 };

let c: ProjectTestContext;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes]);
});
afterAll(async () => c.t.close());

async function project(): Promise<string> {
  return (await c.create({ domainName: `pliki-${++seq}` })).eventId;
}

/** A project of org-b (another tenant). */
async function otherTenantProject(): Promise<string> {
  const res = await c.call('PUT', '/project', {
    token: c.stranger,
    payload: { organizationId: 'org-b', event: { domainName: `obcy-${++seq}` } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().eventId;
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----zapisy${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads from `remoteAddress` (uploads are rate-limited per IP: tests that upload a lot use their own). */
function upload(
  eventId: string,
  filename: string,
  data: Buffer,
  extra: Part[] = [],
  query = '',
  remoteAddress = '127.0.0.1',
) {
  const body = multipart([...extra, { name: 'file', filename, value: data }]);
  return c.t.app.inject({ method: 'POST', url: `${API}/uploads/${eventId}${query}`, remoteAddress, ...body });
}

function download(url: string, token?: string) {
  return c.t.app.inject({
    method: 'GET',
    url: `${API}${url}`,
    ...(token ? { headers: { 'x-auth-token': token } } : {}),
  });
}

async function publishUploadField(eventId: string, field: Record<string, unknown>): Promise<void> {
  await c.docs(FORMS).insertOne({
    _id: `form-${eventId}`,
    organizationId: 'org-a',
    eventId,
    type: 'registration',
    previewUid: `podglad-${eventId}`,
    published: { isSurvey: false, definition: [field], data: { id: 'f', version: 1, rows: [] } },
  });
}

const WRONG_TYPE = 'Niedozwolony typ pliku. Dozwolone: .pdf, .jpg, .png.';

describe('POST /uploads/{eventId}', () => {
  it('stores a PDF tenant-scoped and answers 201 {uploadId, name, size, type, accessKey}', async () => {
    const eventId = await project();
    const res = await upload(eventId, 'zaświadczenie lekarskie.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'zaświadczenie lekarskie.pdf',
      size: PDF.length,
      type: 'application/pdf',
      accessKey: expect.any(String),
    });
    const record = await c.docs(UPLOADS).findOne({ _id: body.uploadId });
    expect(record).toMatchObject({ organizationId: 'org-a', eventId, registrationId: null, field: null });
    expect(JSON.stringify(record)).not.toContain(body.accessKey);
    const path = join(c.t.dataDir, 'uploads', 'org-a', eventId, body.uploadId);
    expect(await readFile(path)).toEqual(PDF);
  });

  it('"default expectedExtensions .pdf, .jpg, .png": PNG and JPEG (also named .jpeg) are accepted', async () => {
    const eventId = await project();
    expect((await upload(eventId, 'skan.png', PNG)).json().type).toBe('image/png');
    expect((await upload(eventId, 'zdjęcie.JPG', JPEG)).json().type).toBe('image/jpeg');
    expect((await upload(eventId, 'zdjęcie.jpeg', JPEG)).statusCode).toBe(201);
  });

  it('another extension → 400 "Niedozwolony typ pliku. Dozwolone: .pdf, .jpg, .png."', async () => {
    const eventId = await project();
    for (const [name, data] of [
      ['program.exe', Buffer.from('MZ\x90\x00')],
      ['dokument.docx', PDF],
      ['bez-rozszerzenia', PDF],
    ] as const) {
      const res = await upload(eventId, name, data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: WRONG_TYPE, errors: [WRONG_TYPE] });
    }
  });

  it('extension AND content must match: a PNG named .pdf, a text file named .jpg and an empty file → 400', async () => {
    const eventId = await project();
    for (const [name, data] of [
      ['udaje-pdf.pdf', PNG],
      ['tekst.jpg', Buffer.from('<html><script>alert(1)</script>')],
      ['pusty.pdf', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(eventId, name, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(WRONG_TYPE);
    }
    expect(await c.docs(UPLOADS).countDocuments({ eventId })).toBe(0);
  });

  it('"maxSizeMb (default 10)": a file over 10 MB → 413 with a Polish message', async () => {
    const eventId = await project();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB)]);
    const res = await upload(eventId, 'duży.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Plik jest za duży. Największy dozwolony rozmiar to 10 MB.');
    expect(await c.docs(UPLOADS).countDocuments({ eventId })).toBe(0);
  });

  it("the published form's FileUpload field narrows the limits: maxSizeMb 1 and extensions ['.pdf']", async () => {
    const eventId = await project();
    await publishUploadField(eventId, CV_FIELD);
    const big = Buffer.concat([PDF, Buffer.alloc(MB)]);
    const tooBig = await upload(eventId, 'cv.pdf', big, [{ name: 'field', value: 'cv' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Plik jest za duży. Największy dozwolony rozmiar to 1 MB.');
    const png = await upload(eventId, 'cv.png', PNG, [{ name: 'field', value: 'cv' }]);
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('Niedozwolony typ pliku. Dozwolone: .pdf.');
    // The field can also be named in the query; without a field the defaults apply.
    const ok = await upload(eventId, 'cv.pdf', PDF, [], '?field=cv');
    expect(ok.statusCode).toBe(201);
    expect(await c.docs(UPLOADS).findOne({ _id: ok.json().uploadId })).toMatchObject({ field: 'cv' });
    expect((await upload(eventId, 'inne.png', PNG)).statusCode).toBe(201);
  });

  it('the `field` part may follow the file: its limits still apply, and a refused file leaves no bytes', async () => {
    const eventId = await project();
    await publishUploadField(eventId, CV_FIELD);
    const after = (name: string, data: Buffer) =>
      c.t.app.inject({
        method: 'POST',
        url: `${API}/uploads/${eventId}`,
        remoteAddress: '10.0.0.2',
        ...multipart([
          { name: 'file', filename: name, value: data },
          { name: 'field', value: 'cv' },
        ]),
      });
    const tooBig = await after('cv.pdf', Buffer.concat([PDF, Buffer.alloc(MB)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Plik jest za duży. Największy dozwolony rozmiar to 1 MB.');
    const png = await after('cv.png', PNG);
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('Niedozwolony typ pliku. Dozwolone: .pdf.');
    expect(await c.docs(UPLOADS).countDocuments({ eventId })).toBe(0);
    expect(await readdir(join(c.t.dataDir, 'uploads', 'org-a', eventId)).catch(() => [])).toEqual([]);
    const ok = await after('cv.pdf', PDF);
    expect(ok.statusCode).toBe(201);
    expect(await c.docs(UPLOADS).findOne({ _id: ok.json().uploadId })).toMatchObject({ field: 'cv' });
  });

  it('refused files (type, content, size) leave no bytes in the file store', async () => {
    const eventId = await project();
    const refused = [
      await upload(eventId, 'udaje-pdf.pdf', PNG, [], '', '10.0.0.3'),
      await upload(eventId, 'pusty.pdf', Buffer.alloc(0), [], '', '10.0.0.3'),
      await upload(eventId, 'duży.pdf', Buffer.concat([PDF, Buffer.alloc(10 * MB)]), [], '', '10.0.0.3'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 413]);
    expect(await readdir(join(c.t.dataDir, 'uploads', 'org-a', eventId)).catch(() => [])).toEqual([]);
  });

  it('a field the published form does not have as an upload field → 400', async () => {
    const eventId = await project();
    await publishUploadField(eventId, { field_name: 'first_name', plugin: 'FirstName' });
    const res = await upload(eventId, 'a.pdf', PDF, [{ name: 'field', value: 'first_name' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Opublikowany formularz nie ma pola załącznika „first_name”.');
  });

  it('an unknown project → 404; no file, two files → 400; not multipart → 415', async () => {
    const eventId = await project();
    expect((await upload('nie-ma-takiego', 'a.pdf', PDF)).statusCode).toBe(404);
    const noFile = await c.t.app.inject({
      method: 'POST',
      url: `${API}/uploads/${eventId}`,
      ...multipart([{ name: 'field', value: 'x' }]),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Brak pliku: wyślij plik w treści multipart/form-data.');
    const two = await c.t.app.inject({
      method: 'POST',
      url: `${API}/uploads/${eventId}`,
      ...multipart([
        { name: 'file', filename: 'a.pdf', value: PDF },
        { name: 'file2', filename: 'b.pdf', value: PDF },
      ]),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Wyślij jeden plik w jednym żądaniu.');
    const json = await c.call('POST', `/uploads/${eventId}`, { payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await c.docs(UPLOADS).countDocuments({ eventId })).toBe(0);
  });
});

describe('GET /uploads/{eventId}/{uploadId}: "served back only to the organizer and the uploader"', () => {
  it('serves the file to the uploader with the matching key; a wrong or missing key → 403', async () => {
    const eventId = await project();
    const { uploadId, accessKey } = (await upload(eventId, 'plik.pdf', PDF)).json();
    const res = await download(`/uploads/${eventId}/${uploadId}?key=${accessKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(PDF);
    expect((await download(`/uploads/${eventId}/${uploadId}?key=zly-klucz`)).statusCode).toBe(403);
    expect((await download(`/uploads/${eventId}/${uploadId}`)).statusCode).toBe(403);
    expect((await download(`/uploads/${eventId}/nie-ma-takiego?key=${accessKey}`)).statusCode).toBe(404);
  });

  it("another tenant's eventId → 404, even with the right key", async () => {
    const eventId = await project();
    const foreign = await otherTenantProject();
    const { uploadId, accessKey } = (await upload(eventId, 'plik.pdf', PDF)).json();
    expect((await download(`/uploads/${foreign}/${uploadId}?key=${accessKey}`)).statusCode).toBe(404);
    expect((await download(`/uploads/${foreign}/${uploadId}/staff`, c.stranger)).statusCode).toBe(404);
  });

  it('staff of the project (admin, payments, employee) get it on /staff; reception, other organizations and anonymous callers do not', async () => {
    const eventId = await project();
    const { uploadId } = (await upload(eventId, 'plik.png', PNG)).json();
    const url = `/uploads/${eventId}/${uploadId}/staff`;
    const payments = await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' });
    const reception = await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'reception' });
    for (const token of [c.admin, c.employee, payments.token]) {
      const res = await download(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PNG);
    }
    expect((await download(url, reception.token)).statusCode).toBe(403);
    expect((await download(url, c.stranger)).statusCode).toBe(403);
    expect((await download(url)).statusCode).toBe(401);
    expect((await download(`/uploads/${eventId}/nie-ma-takiego/staff`, c.admin)).statusCode).toBe(404);
  });
});

describe('claimUploads and the 24-hour cleanup', () => {
  it('claims uploads of the project for a registration; the same registration may claim again', async () => {
    const eventId = await project();
    const a = (await upload(eventId, 'a.pdf', PDF)).json();
    const b = (await upload(eventId, 'b.png', PNG)).json();
    const tenant = { organizationId: 'org-a', eventId };
    const claimed = await claimUploads(c.t.store, tenant, [a.uploadId, b.uploadId], 'reg-1');
    expect(claimed).toEqual([
      { uploadId: a.uploadId, name: 'a.pdf', size: PDF.length, type: 'application/pdf', field: null },
      { uploadId: b.uploadId, name: 'b.png', size: PNG.length, type: 'image/png', field: null },
    ]);
    expect(await c.docs(UPLOADS).findOne({ _id: a.uploadId })).toMatchObject({ registrationId: 'reg-1' });
    expect(await claimUploads(c.t.store, tenant, [a.uploadId], 'reg-1')).toHaveLength(1);
  });

  it('unknown, foreign and already claimed ids → Polish error list, and nothing is claimed', async () => {
    const eventId = await project();
    const foreign = await otherTenantProject();
    const tenant = { organizationId: 'org-a', eventId };
    const taken = (await upload(eventId, 'a.pdf', PDF)).json().uploadId as string;
    const free = (await upload(eventId, 'b.pdf', PDF)).json().uploadId as string;
    const other = (await upload(foreign, 'c.pdf', PDF)).json().uploadId as string;
    await claimUploads(c.t.store, tenant, [taken], 'reg-1');
    const error = await claimUploads(c.t.store, tenant, [free, taken, other, 'brak-takiego'], 'reg-2').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 400,
      errors: [
        `Plik ${taken} został już dołączony do innego zgłoszenia.`,
        `Nie znaleziono przesłanego pliku ${other} (mógł zostać usunięty po 24 godzinach).`,
        'Nie znaleziono przesłanego pliku brak-takiego (mógł zostać usunięty po 24 godzinach).',
      ],
    });
    expect(await c.docs(UPLOADS).findOne({ _id: free })).toMatchObject({ registrationId: null });
    expect(await c.docs(UPLOADS).findOne({ _id: taken })).toMatchObject({ registrationId: 'reg-1' });
  });

  it('"Unclaimed uploads older than 24 h are deleted by a job": metadata and bytes go, claimed ones stay', async () => {
    const eventId = await project();
    const tenant = { organizationId: 'org-a', eventId };
    const unclaimed = (await upload(eventId, 'a.pdf', PDF)).json().uploadId as string;
    const claimed = (await upload(eventId, 'b.pdf', PDF)).json().uploadId as string;
    await claimUploads(c.t.store, tenant, [claimed], 'reg-1');
    const files = fsUploadFileStoreFor(c.t.dataDir);
    const path = (id: string) => join(c.t.dataDir, 'uploads', 'org-a', eventId, id);

    expect(await deleteUnclaimedUploads(c.t.store, files, new Date(Date.now() + 23 * 3600_000))).toBe(0);
    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await deleteUnclaimedUploads(c.t.store, files, later)).toBeGreaterThanOrEqual(1);
    expect(await c.docs(UPLOADS).findOne({ _id: unclaimed })).toBeNull();
    await expect(stat(path(unclaimed))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await c.docs(UPLOADS).findOne({ _id: claimed })).not.toBeNull();
    expect((await stat(path(claimed))).isFile()).toBe(true);
    // Idempotent: a second run deletes nothing more.
    expect(await deleteUnclaimedUploads(c.t.store, files, later)).toBe(0);
  });
});

describe('a project copy and the participants’ files (issue 14)', () => {
  it('Duplikuj: a copied participant’s file is the copy’s upload (new id, same bytes); Nowa edycja copies none', async () => {
    const eventId = await project();
    const { uploadId } = (await upload(eventId, 'skan.pdf', PDF)).json();
    await claimUploads(c.t.store, { organizationId: 'org-a', eventId }, [uploadId], 'reg-kopia');
    const unclaimed = (await upload(eventId, 'porzucony.png', PNG)).json().uploadId;
    await c.docs(PARTICIPANTS).insertOne({
      _id: `${eventId}-p1`,
      organizationId: 'org-a',
      eventId,
      status: 'registered',
      data: [{ name: 'attachments', value: [uploadId] }],
    });

    const duplicate = await c.call('POST', `/project/duplicate/${eventId}/false`, {
      token: c.admin,
      payload: { name: 'Kopia z plikami', domain: `pliki-kopia-${seq}` },
    });
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    const copyId = duplicate.json().event.eventId as string;
    const participant = await c.docs(PARTICIPANTS).findOne({ eventId: copyId });
    const [copiedUpload] = ((participant?.data ?? []) as { value: string[] }[])[0]?.value ?? [];
    expect(copiedUpload).toBeDefined();
    expect(copiedUpload).not.toBe(uploadId);
    const file = await download(`/uploads/${copyId}/${copiedUpload}/staff`, c.admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect(await c.docs(UPLOADS).countDocuments({ eventId: copyId })).toBe(1);
    expect(await c.docs(UPLOADS).findOne({ _id: unclaimed })).toMatchObject({ eventId });
    // The source's file is still its own.
    expect((await download(`/uploads/${eventId}/${uploadId}/staff`, c.admin)).rawPayload).toEqual(PDF);

    const edition = await c.call('POST', `/project/duplicate/${eventId}/true`, {
      token: c.admin,
      payload: { name: 'Nowa edycja', domain: `pliki-stare-${seq}` },
    });
    expect(edition.statusCode, edition.body).toBe(200);
    expect(await c.docs(UPLOADS).countDocuments({ eventId: edition.json().event.eventId })).toBe(0);
  });
});
