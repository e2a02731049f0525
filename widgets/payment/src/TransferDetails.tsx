import { formatGrosze } from '@zapisy/core';
import { CopyButton } from './CopyButton.js';
import { QrCode } from './QrCode.js';
import { groupAccountNumber, TEXTS } from './texts.js';
import type { TransferMethod } from './types.js';

/** The transfer details (account grouped as NRB, recipient, title, amount) with copy buttons and the ZBP QR. */
export function TransferDetails({ transfer }: { transfer: TransferMethod }) {
  const amount = formatGrosze(transfer.amount);
  const rows: { label: string; shown: string; copied: string; testId: string }[] = [
    ...(transfer.accountNumber
      ? [
          {
            label: TEXTS.account,
            shown: groupAccountNumber(transfer.accountNumber),
            copied: transfer.accountNumber.replace(/\s+/g, ''),
            testId: 'zapisy-transfer-account',
          },
        ]
      : []),
    {
      label: TEXTS.recipient,
      shown: transfer.recipientName,
      copied: transfer.recipientName,
      testId: 'zapisy-transfer-recipient',
    },
    {
      label: TEXTS.transferTitle,
      shown: transfer.title,
      copied: transfer.title,
      testId: 'zapisy-transfer-title',
    },
    {
      label: TEXTS.transferAmount,
      shown: amount,
      copied: amount.replace(/\s*zł$/, '').replace(/\s/g, ''),
      testId: 'zapisy-transfer-amount',
    },
  ];
  return (
    <section className="zapisy-transfer" aria-label={TEXTS.transfer} data-testid="zapisy-transfer">
      {transfer.accountNumber ? null : (
        <p className="zapisy-notice" role="alert">
          {TEXTS.noAccount}
        </p>
      )}
      <dl className="zapisy-transfer-facts">
        {rows.map((row) => (
          <div className="zapisy-transfer-row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span className="zapisy-transfer-value" data-testid={row.testId}>
                {row.shown}
              </span>
              <CopyButton value={row.copied} what={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      {transfer.qr ? <QrCode text={transfer.qr} label={TEXTS.qrLabel} /> : null}
      <p className="zapisy-message zapisy-muted">{TEXTS.transferNote}</p>
    </section>
  );
}
