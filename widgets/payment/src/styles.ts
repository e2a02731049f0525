import { WIDGET_BASE_CSS, WIDGET_CONTROLS_CSS } from '@zapisy/widget-kit';

/* Payment widget styles, inside the widget's shadow root: the kit's base and controls, then the payment's
   own. One column by default; the totals and the installment rows sit side by side only when the widget is
   wider than 30em. ASCII only: this text ends up inside the JS bundle. */
export const PAYMENT_CSS = `${WIDGET_BASE_CSS}${WIDGET_CONTROLS_CSS}
.zapisy-pay-choice input:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}

.zapisy-payment {
  container-type: inline-size;
  container-name: zapisy-payment;
}

.zapisy-card {
  overflow-wrap: anywhere;
}

.zapisy-title:focus {
  outline: none;
}

.zapisy-title:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}

.zapisy-pay-error {
  color: var(--zapisy-error-color);
}

.zapisy-pay-participant-name {
  margin: 0 0 0.5em;
  font-size: 1.0625em;
}

.zapisy-pay-billings {
  margin: 0 0 1em;
  padding: 0;
  list-style: none;
}

.zapisy-pay-billing {
  display: flex;
  flex-direction: column;
  gap: 0.125em;
  padding: 0.5em 0;
  border-top: 1px solid var(--zapisy-border-color);
}

.zapisy-pay-billing-name {
  font-weight: 600;
}

.zapisy-pay-status {
  color: var(--zapisy-muted-text-color);
}

.zapisy-pay-status-late {
  color: var(--zapisy-error-color);
  font-weight: 600;
}

.zapisy-pay-totals,
.zapisy-transfer-facts {
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.5em;
  margin: 0 0 1em;
}

.zapisy-pay-totals dt,
.zapisy-transfer-facts dt {
  color: var(--zapisy-muted-text-color);
}

.zapisy-pay-totals dd,
.zapisy-transfer-facts dd {
  margin: 0;
  font-weight: 700;
}

.zapisy-transfer-facts dd {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em;
}

.zapisy-transfer-value {
  font-variant-numeric: tabular-nums;
}

.zapisy-pay-group {
  margin: 0 0 1em;
  padding: 0;
  border: 0;
  min-width: 0;
}

.zapisy-pay-group legend,
.zapisy-pay-legend {
  padding: 0;
  margin: 0 0 0.5em;
  font-weight: 700;
}

.zapisy-pay-choice {
  display: flex;
  gap: 0.5em;
  align-items: flex-start;
  padding: 0.25em 0;
}

.zapisy-pay-choice input {
  margin-top: 0.3em;
}

.zapisy-pay-amount {
  margin: 0 0 1em;
}

.zapisy-pay-amount label {
  display: block;
  font-weight: 600;
}

.zapisy-copy {
  min-height: 2em;
  padding: 0.25em 0.75em;
  font-size: 0.875em;
}

.zapisy-qr {
  display: block;
  width: 12em;
  max-width: 100%;
  height: auto;
  margin: 0 0 1em;
}

.zapisy-button {
  width: 100%;
}

.zapisy-copy.zapisy-button {
  width: auto;
}

@container zapisy-payment (min-width: 30em) {
  .zapisy-pay-totals {
    grid-template-columns: repeat(3, 1fr);
  }
  .zapisy-pay-billing {
    display: grid;
    grid-template-columns: 1fr 1fr 1.5fr 1fr;
  }
  .zapisy-button {
    width: auto;
  }
}
`;
