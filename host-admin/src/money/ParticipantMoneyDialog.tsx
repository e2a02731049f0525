import { Dialog } from '../components/Dialog.js';
import { BillingsPanel } from './BillingsPanel.js';

/** The participant's money by hand (its billings, sums, charges, discount, payment removal) in a dialog. */
export function ParticipantMoneyDialog({
  organizationId,
  eventId,
  participantId,
  participantName,
  onClose,
}: {
  organizationId: string;
  eventId: string;
  participantId: string;
  participantName: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={`Należności: ${participantName}`} onClose={onClose} wide>
      <BillingsPanel
        organizationId={organizationId}
        owner={{ kind: 'participant', eventId, participantId, name: participantName }}
      />
    </Dialog>
  );
}
