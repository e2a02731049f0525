import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, json } from '../testing/fake-api.js';
import { streamedParticipant as participant, streamOneParticipant } from '../testing/participant-stream.js';
import { renderAdmin, withAdminSession } from '../testing/render-admin.js';

vi.mock('../grid/GlideGridView.js', () => import('../testing/fake-glide-grid.js'));

withAdminSession();
afterEach(() => vi.unstubAllGlobals());

describe("participants grid row action 'Należności' (money by hand on the participant)", () => {
  it("opens the participant's billings in a dialog (participantId and project sent), Escape closes it and the row is read again", async () => {
    streamOneParticipant();
    const lists: string[] = [];
    const calls = renderAdmin('/listy/uczestnicy?projekt=szkola', {
      'GET /billings/o1': (call: FakeCall) => {
        lists.push(call.path);
        return json({
          billings: [],
          sums: { count: 0, amount: 0, vat: 0, grossAmount: 0, manualDiscount: 0, payments: 0, leftToPay: 0 },
        });
      },
      'GET /participants/p1/x0': { _id: 'x0', eventId: 'p1', status: 'registered', data: participant.data },
    });
    fireEvent.click(await screen.findByTestId('row-0'));
    fireEvent.click(
      within(screen.getByTestId('participant-actions')).getByRole('button', { name: 'Należności' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Należności: Jan Kowalski' }));
    expect(await dialog.findByText('Brak należności w wybranym okresie.')).toBeTruthy();
    expect(lists[0]).toContain('participantId=x0');
    expect(lists[0]).toContain('eventId=p1');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.some((c) => c.path === '/participants/p1/x0')).toBe(true));
  });
});
