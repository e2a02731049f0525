import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS } from '../../events/outbox.js';
import { registrationTestContext } from '../registrations/wiring-testing.js';
import { SURVEY_ANSWERS } from './store.js';
import { surveyProject } from './testing.js';

const c = registrationTestContext();

const answer = { rating: 'good', topics: ['food', 'trips'], again: true, comment: 'Świetna kadra' };
const submit = (eventId: string, payload: Record<string, unknown>) =>
  c.call('POST', `/surveys/${eventId}`, { payload });

describe('POST /surveys/{eventId} — the hosted /ankieta', () => {
  it('stores the answers with the participant whose survey link (?p=) was opened, isSurvey: true, and emits survey.answered', async () => {
    const { eventId, participantId } = await surveyProject(c);
    const res = await submit(eventId, { data: answer, p: participantId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      answerId: `${eventId}:${participantId}`,
      participantId,
      replaced: false,
      completion: 'survey',
    });
    const stored = await c.docs(SURVEY_ANSWERS).findOne({ _id: `${eventId}:${participantId}` });
    expect(stored).toMatchObject({ organizationId: 'org-a', eventId, participantId, isSurvey: true });
    expect(stored?.data).toEqual(
      expect.arrayContaining([
        { name: 'rating', value: 'good' },
        { name: 'again', value: true },
      ]),
    );
    const events = await c.docs(DOMAIN_EVENTS).find({ name: 'survey.answered', eventId }).toArray();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ participantId, replaced: false });
  });

  it("a participant's second answer replaces the first (one answer per participant)", async () => {
    const { eventId, participantId } = await surveyProject(c);
    await submit(eventId, { data: answer, p: participantId });
    const again = await submit(eventId, { data: { rating: 'bad' }, p: participantId });
    expect(again.json()).toMatchObject({ replaced: true });
    const all = await c.docs(SURVEY_ANSWERS).find({ eventId }).toArray();
    expect(all).toHaveLength(1);
    expect(all[0]?.data).toEqual([{ name: 'rating', value: 'bad' }]);
  });

  it('without a survey link: 409 with a clear message unless the survey allows anonymous answers', async () => {
    const closed = await surveyProject(c);
    const refused = await submit(closed.eventId, { data: answer });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ta ankieta jest dostępna tylko z osobistego linku uczestnika. Otwórz link z wiadomości od organizatora.',
    );
    expect(await c.docs(SURVEY_ANSWERS).countDocuments({ eventId: closed.eventId })).toBe(0);

    const open = await surveyProject(c, { anonymous: true });
    const anonymous = await submit(open.eventId, { data: answer });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json().participantId).toBeNull();
    const stored = await c.docs(SURVEY_ANSWERS).find({ eventId: open.eventId }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.participantId).toBeNull();
  });

  it('an unknown or foreign participant id in the link → 404, nothing stored', async () => {
    const { eventId } = await surveyProject(c);
    const other = await surveyProject(c);
    for (const p of ['nie-ma-takiego', other.participantId]) {
      const res = await submit(eventId, { data: answer, p });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('Link do ankiety jest nieprawidłowy');
    }
    expect(await c.docs(SURVEY_ANSWERS).countDocuments({ eventId })).toBe(0);
  });

  it('"Survey open likewise": disabled or outside from/to → 409 with the project\'s surveyClosed message', async () => {
    const cases = [
      { enabled: false },
      { from: '2999-01-01T00:00:00.000Z' },
      { to: '2000-01-01T00:00:00.000Z' },
    ];
    for (const settings of cases) {
      const { eventId, participantId } = await surveyProject(c, settings);
      const res = await submit(eventId, { data: answer, p: participantId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Ankieta dla tego wydarzenia jest zamknięta.');
      expect(await c.docs(SURVEY_ANSWERS).countDocuments({ eventId })).toBe(0);
    }
  });

  it('validates against the survey form, not the registration form: bad answers → 400 with the Polish list', async () => {
    const { eventId, participantId } = await surveyProject(c);
    const res = await submit(eventId, { data: { rating: 'maybe', topics: ['food'] }, p: participantId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toMatch(/data\.rating: /);
    const missing = await submit(eventId, { data: { comment: 'x' }, p: participantId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContain('data.rating: To pole jest wymagane.');
    expect(await c.docs(SURVEY_ANSWERS).countDocuments({ eventId })).toBe(0);
  });
});

describe('GET /surveys/{eventId}/results, export, columns', () => {
  async function answered() {
    const project = await surveyProject(c, { anonymous: true });
    await submit(project.eventId, { data: answer, p: project.participantId });
    await submit(project.eventId, { data: { rating: 'bad', topics: ['food'], again: false } });
    return project;
  }

  it('results per question: option labels with counts, who answered, text answers', async () => {
    const { eventId } = await answered();
    const res = await c.call('GET', `/surveys/${eventId}/results`, { token: c.employee });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, fromParticipants: 1, anonymous: 1, open: true, published: true });
    const rating = body.questions.find((q: { fieldName: string }) => q.fieldName === 'rating');
    expect(rating.options).toEqual([
      { value: 'good', label: 'Dobrze', count: 1 },
      { value: 'bad', label: 'Źle', count: 1 },
    ]);
    const topics = body.questions.find((q: { fieldName: string }) => q.fieldName === 'topics');
    expect(topics.options.map((o: { count: number }) => o.count)).toEqual([2, 1]);
    const comment = body.questions.find((q: { fieldName: string }) => q.fieldName === 'comment');
    expect(comment.texts).toEqual(['Świetna kadra']);
    expect(
      (await c.call('GET', `/surveys/${eventId}/results`, { token: c.stranger })).statusCode,
    ).toBeGreaterThanOrEqual(403);
    expect((await c.call('GET', `/surveys/${eventId}/results`)).statusCode).toBe(401);
  });

  it('CSV export: one row per survey, the participant by name or "anonimowo", labels never raw values', async () => {
    const { eventId } = await answered();
    const res = await c.call('GET', `/surveys/${eventId}/export.csv`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Wypełniono;Uczestnik;Jak oceniasz obóz?;Co Ci się podobało?;Wrócisz za rok?;Uwagi',
    );
    expect(lines).toHaveLength(3);
    const rows = lines.slice(1).map((line) => line.split(';').slice(1));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Anna Nowak', 'Dobrze', 'Jedzenie, Wycieczki', 'Tak', 'Świetna kadra'],
        ['anonimowo', 'Źle', 'Jedzenie', 'Nie', ''],
      ]),
    );
  });

  it('XLSX export has the same header and rows', async () => {
    const { eventId } = await answered();
    const res = await c.call('GET', `/surveys/${eventId}/export.xlsx`, { token: c.admin });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ankieta');
    expect(sheet?.getRow(1).getCell(3).value).toBe('Jak oceniasz obóz?');
    expect(sheet?.rowCount).toBe(3);
  });

  it('survey columns (/admin/ustawienia/kolumny-ankiety): the questions are offered, the choice is saved, an unknown question → 400', async () => {
    const { eventId } = await answered();
    const before = (await c.call('GET', `/surveys/${eventId}/columns`, { token: c.admin })).json();
    expect(before.fields).toEqual([]);
    expect(before.questions.map((q: { label: string }) => q.label)).toEqual([
      'Jak oceniasz obóz?',
      'Co Ci się podobało?',
      'Wrócisz za rok?',
      'Uwagi',
    ]);
    const saved = await c.call('PUT', `/surveys/${eventId}/columns`, {
      token: c.admin,
      payload: { fields: ['again', 'rating'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fields).toEqual(['again', 'rating']);
    const bad = await c.call('PUT', `/surveys/${eventId}/columns`, {
      token: c.admin,
      payload: { fields: ['nie_ma'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toContain('Ankieta nie ma pytania „nie_ma”');
    expect((await c.call('GET', `/surveys/${eventId}/columns`, { token: c.admin })).json().fields).toEqual([
      'again',
      'rating',
    ]);
    const employee = await c.call('PUT', `/surveys/${eventId}/columns`, {
      token: c.employee,
      payload: { fields: [] },
    });
    expect(employee.statusCode).toBe(403);
  });
});

describe('GET /surveys/{eventId}/participant-answers — survey columns in the participants grid', () => {
  it("gives each participant's answers to the chosen questions as labels; anonymous answers belong to nobody", async () => {
    const { eventId, participantId } = await surveyProject(c, { anonymous: true });
    await submit(eventId, { data: answer, p: participantId });
    await submit(eventId, { data: { rating: 'bad' } });
    const none = (
      await c.call('GET', `/surveys/${eventId}/participant-answers`, { token: c.employee })
    ).json();
    expect(none).toEqual({ columns: [], answers: {} });
    await c.call('PUT', `/surveys/${eventId}/columns`, {
      token: c.admin,
      payload: { fields: ['rating', 'again'] },
    });
    const res = await c.call('GET', `/surveys/${eventId}/participant-answers`, { token: c.employee });
    expect(res.json()).toEqual({
      columns: [
        { fieldName: 'rating', header: 'Ankieta: Jak oceniasz obóz?' },
        { fieldName: 'again', header: 'Ankieta: Wrócisz za rok?' },
      ],
      answers: { [participantId]: { rating: 'Dobrze', again: 'Tak' } },
    });
  });
});
