import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYER_MESSAGES } from '@zapisy/core';
import { DueView, PAYMENT_CSS, StatusView } from '../../widgets/payment/src/index.js';
// The widget's public source entry (fetch-free views, CSS text) and the fixtures its tests use.
import { DUE, statusAnswer } from '../../widgets/payment/src/test-fixtures.js';
import { ShadowFrame } from './ShadowFrame.js';

const inPaymentFrame = (children: React.ReactNode) => (
  <div style={{ maxWidth: 560 }}>
    <ShadowFrame css={PAYMENT_CSS} rootClassName="zapisy-root zapisy-payment">
      {children}
    </ShadowFrame>
  </div>
);

const meta = {
  title: 'Widżety/Płatność',
  id: 'widzety-platnosc',
  component: DueView,
  parameters: { layout: 'padded' },
  render: (args) => inPaymentFrame(<DueView {...args} />),
  args: { due: DUE, heading: 'Płatność', onPayOnline: async () => {} },
} satisfies Meta<typeof DueView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two participants, an overdue installment: online, transfer (account, title, QR) and cash. */
export const DoZaplaty: Story = { name: 'Do zapłaty (raty, zaległość)' };

export const TylkoOnline: Story = {
  name: 'Tylko płatność online, dowolna kwota',
  args: {
    due: {
      ...DUE,
      partialAllowed: true,
      methods: { online: DUE.methods.online, transfer: null, cash: false },
    },
  },
};

export const NicDoZaplaty: Story = {
  name: 'Nic do zapłaty',
  args: { due: { ...DUE, participants: [], totals: { all: 0, dueNow: 0, late: 0 } } },
};

const status = (outcome: Parameters<typeof statusAnswer>[0], message: string, checking = false): Story => ({
  render: () =>
    inPaymentFrame(
      <StatusView payment={statusAnswer(outcome, message)} checking={checking} onBack={() => {}} />,
    ),
});

export const Oplacona: Story = { name: 'Powrót: opłacona', ...status('paid', PAYER_MESSAGES.paid) };
export const WToku: Story = { name: 'Powrót: w trakcie', ...status('pending', PAYER_MESSAGES.pending, true) };
export const Anulowana: Story = {
  name: 'Powrót: anulowana lub wygasła',
  ...status('canceled', PAYER_MESSAGES.canceled),
};
export const Nieudana: Story = {
  name: 'Powrót: nieudana',
  ...status('failed', `${PAYER_MESSAGES.failed} Karta odrzucona przez bank.`),
};
