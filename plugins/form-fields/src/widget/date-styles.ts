/* Styles of the DatePicker (text input with a calendar button, the month grid dialog); part of
   FIELD_RENDERER_CSS. ASCII only: this text ends up inside JS bundles. */

export const DATE_PICKER_CSS = `
.zapisy-date-control {
  position: relative;
  display: flex;
  align-items: stretch;
  gap: 0.25em;
}

.zapisy-date-control .zapisy-date {
  flex: 1 1 auto;
  min-width: 0;
}

.zapisy-date-button {
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75em;
  min-height: 2.75em;
  padding: 0;
  color: var(--zapisy-primary-color);
  background: var(--zapisy-background-color);
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
  cursor: pointer;
}

.zapisy-date-button[aria-expanded="true"] {
  color: var(--zapisy-primary-text-color);
  background: var(--zapisy-primary-color);
  border-color: var(--zapisy-primary-color);
}

.zapisy-calendar {
  position: absolute;
  top: calc(100% + 0.25em);
  left: 0;
  z-index: 20;
  width: 18.5em;
  min-width: 100%;
  max-width: calc(100vw - 1em);
  box-sizing: border-box;
  padding: 0.5em;
  color: var(--zapisy-text-color);
  background: var(--zapisy-background-color);
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18);
}

.zapisy-calendar-header {
  display: flex;
  align-items: center;
  gap: 0.125em;
}

.zapisy-calendar-title {
  flex: 1 1 auto;
  margin: 0;
  font-size: 1em;
  font-weight: 600;
  text-align: center;
  white-space: nowrap;
}

.zapisy-calendar-nav {
  flex: 0 0 auto;
  width: 2em;
  height: 2.5em;
  padding: 0;
  font: inherit;
  font-size: 1.125em;
  line-height: 1;
  color: var(--zapisy-primary-color);
  background: transparent;
  border: 0;
  border-radius: var(--zapisy-border-radius);
  cursor: pointer;
}

.zapisy-calendar-grid {
  width: 100%;
  margin: 0.25em 0 0;
  border-collapse: collapse;
  table-layout: fixed;
}

.zapisy-calendar-grid th {
  padding: 0.25em 0;
  font-size: 0.8125em;
  font-weight: 600;
  color: var(--zapisy-muted-text-color);
  text-align: center;
}

.zapisy-calendar-day {
  height: 2.5em;
  padding: 0;
  text-align: center;
  border-radius: var(--zapisy-border-radius);
  cursor: pointer;
}

.zapisy-calendar-day:hover {
  background: var(--zapisy-border-color);
}

.zapisy-calendar-today {
  font-weight: 700;
  box-shadow: inset 0 0 0 1px var(--zapisy-primary-color);
}

.zapisy-calendar-selected,
.zapisy-calendar-selected:hover {
  color: var(--zapisy-primary-text-color);
  background: var(--zapisy-primary-color);
}

.zapisy-calendar-day[aria-disabled="true"] {
  color: var(--zapisy-border-color);
  text-decoration: line-through;
  cursor: not-allowed;
}

.zapisy-calendar-nav:focus-visible,
.zapisy-date-button:focus-visible,
.zapisy-calendar-day:focus-visible,
.zapisy-calendar-day:focus {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: -1px;
}

.zapisy-calendar-selected:focus {
  box-shadow: inset 0 0 0 3px var(--zapisy-background-color);
}

.zapisy-calendar-footer {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5em;
}

.zapisy-calendar-help {
  margin: 0;
  font-size: 0.75em;
  color: var(--zapisy-muted-text-color);
}

@media (pointer: coarse) {
  .zapisy-calendar-help {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
}
`;
