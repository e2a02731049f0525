import { formDataDisplayName } from '@zapisy/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { FormErrors } from '../../forms/fields.js';
import { RowActionButton, RowActionsToolbar } from '../../grid/RowActionsToolbar.js';
import type { RowLoader } from '../../grid/row-loader.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { ParticipantMoneyDialog } from '../../money/ParticipantMoneyDialog.js';
import { CashPaymentDialog } from '../payments/CashPaymentDialog.js';
import { ParticipantRefundDialog } from '../payments/ParticipantRefundDialog.js';
import { ChangeCustomerDialog } from './ChangeCustomerDialog.js';
import { ConfirmRemoveDialog } from './ConfirmRemoveDialog.js';
import { EditParticipantDialog } from './EditParticipantDialog.js';
import { LinksDialog } from './LinksDialog.js';
import type { ParticipantDataField } from './participant-columns.js';
import { amountDueNow, refreshedParticipantRow } from './participant-money-row.js';
import type { ParticipantGridRow } from './participant-row.js';
import { type ParticipantDataPatch, participantsApi } from './participants-api.js';

type Open = 'remove' | 'links' | 'edit' | 'customer' | 'cash' | 'refund' | 'money' | null;

export function participantName(row: ParticipantGridRow): string {
  try {
    return formDataDisplayName(row.data);
  } catch {
    return row._id;
  }
}

/**
 * First document §2 "Row actions": show customer, change customer, edit, links, remove, add cash payment,
 * refund, mark present; they act on the selected row and update it in place.
 */
export function ParticipantActions({
  eventId,
  organizationId,
  loader,
  index,
  dataFields,
  onRemoved,
}: {
  eventId: string;
  organizationId: string | null;
  loader: RowLoader<ParticipantGridRow>;
  index: number | null;
  dataFields: readonly ParticipantDataField[];
  onRemoved: () => void;
}) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [links, setLinks] = useState<[string, string][] | null>(null);
  const row = index === null ? undefined : loader.rows[index];
  const act = useFormMutation({
    mutationFn: async (work: (row: ParticipantGridRow, at: number) => Promise<void>) => {
      if (row && index !== null) await work(row, index);
    },
    // The grid's row is replaced by each action; what other screens read of the participant is stale.
    invalidates: [queryKeys.participants(eventId)],
  });

  const present = () =>
    act.run(async (current, at) => {
      loader.replace(at, await participantsApi.markPresent(api, eventId, current));
      feedback.success('Oznaczono obecność');
    });
  const remove = () =>
    act.run(async (current, at) => {
      await participantsApi.remove(api, eventId, current._id);
      loader.remove(at);
      setOpen(null);
      onRemoved();
      feedback.success('Usunięto uczestnika');
    });
  const save = (data: Record<string, unknown>) =>
    act.run(async (current, at) => {
      loader.replace(at, await participantsApi.update(api, eventId, current, data as ParticipantDataPatch));
      setOpen(null);
      feedback.success();
    });
  const changeCustomer = (customerId: string) =>
    act.run(async (current, at) => {
      loader.replace(at, await participantsApi.changeCustomer(api, eventId, current, customerId));
      setOpen(null);
      feedback.success('Zmieniono klienta');
    });
  const showLinks = () =>
    act.run(async (current) => {
      setLinks(null);
      setOpen('links');
      setLinks(await participantsApi.links(api, eventId, current._id));
    });

  /** After a cash payment or a refund: the row is read again (status and money figures changed). */
  const refresh = () =>
    act.run(async (current, at) => {
      setOpen(null);
      loader.replace(at, await refreshedParticipantRow(api, eventId, current));
    });

  const none = !row || act.busy;
  return (
    <RowActionsToolbar
      label="Akcje uczestnika"
      selected={row ? participantName(row) : null}
      testId="participant-actions"
    >
      <RowActionButton
        disabled={none || !row?.customerId}
        onClick={() => navigate(`/klient/dane?id=${encodeURIComponent(row?.customerId ?? '')}`)}
      >
        Pokaż klienta
      </RowActionButton>
      <RowActionButton disabled={none || !organizationId} onClick={() => setOpen('customer')}>
        Zmień klienta
      </RowActionButton>
      <RowActionButton disabled={none} onClick={() => setOpen('edit')}>
        Edytuj
      </RowActionButton>
      <RowActionButton disabled={none} onClick={() => void showLinks()}>
        Linki
      </RowActionButton>
      <RowActionButton disabled={none} onClick={() => setOpen('cash')}>
        Dodaj wpłatę gotówkową
      </RowActionButton>
      <RowActionButton disabled={none} onClick={() => setOpen('refund')}>
        Zwrot
      </RowActionButton>
      <RowActionButton disabled={none || !organizationId} onClick={() => setOpen('money')}>
        Należności
      </RowActionButton>
      <RowActionButton disabled={none || row?.status === 'present'} onClick={() => void present()}>
        Oznacz obecność
      </RowActionButton>
      <RowActionButton disabled={none} onClick={() => setOpen('remove')}>
        Usuń
      </RowActionButton>
      {open !== 'edit' && <FormErrors errors={act.errors} />}
      {row && open === 'remove' && (
        <ConfirmRemoveDialog
          name={participantName(row)}
          busy={act.busy}
          onConfirm={() => void remove()}
          onClose={() => setOpen(null)}
        />
      )}
      {row && open === 'edit' && (
        <EditParticipantDialog
          row={row}
          eventId={eventId}
          fields={dataFields}
          busy={act.busy}
          errors={act.errors}
          onSave={(data) => void save(data)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'links' && <LinksDialog links={links} onClose={() => setOpen(null)} />}
      {row && open === 'customer' && organizationId && (
        <ChangeCustomerDialog
          organizationId={organizationId}
          currentCustomerId={row.customerId}
          busy={act.busy}
          onChoose={(customer) => void changeCustomer(customer._id)}
          onClose={() => setOpen(null)}
        />
      )}
      {row && open === 'cash' && (
        <CashPaymentDialog
          eventId={eventId}
          participantId={row._id}
          participantName={participantName(row)}
          due={amountDueNow(row)}
          onAdded={() => void refresh()}
          onClose={() => setOpen(null)}
        />
      )}
      {row && open === 'refund' && (
        <ParticipantRefundDialog
          eventId={eventId}
          participantId={row._id}
          participantName={participantName(row)}
          onRefunded={() => void refresh()}
          onClose={() => setOpen(null)}
        />
      )}
      {row && open === 'money' && organizationId && (
        <ParticipantMoneyDialog
          organizationId={organizationId}
          eventId={eventId}
          participantId={row._id}
          participantName={participantName(row)}
          onClose={() => void refresh()}
        />
      )}
    </RowActionsToolbar>
  );
}
