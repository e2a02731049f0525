import { formatGrosze, formatProjectDate, type RegistrationQuote, vatRateLabel } from '@zapisy/core';

export interface ParticipantQuote {
  /** 'Osoba 1', or the participant's name. */
  readonly label: string;
  readonly quote: RegistrationQuote;
}

function QuoteLines({ quote }: { quote: RegistrationQuote }) {
  return (
    <>
      {quote.products.map((line) => (
        <tr key={`p-${line.productId}`}>
          <th scope="row">
            {line.name}
            {line.count > 1 ? ` × ${line.count}` : ''}
          </th>
          <td>{formatGrosze(line.amount)}</td>
        </tr>
      ))}
      {quote.fields.map((line) => (
        <tr key={`f-${line.field_name}`}>
          <th scope="row">{line.label}</th>
          <td>{formatGrosze(line.amount)}</td>
        </tr>
      ))}
      {quote.rules.details.map((detail, index) => (
        <tr key={`r-${detail.id ?? index}`}>
          <th scope="row">
            {detail.name || detail.category}
            {detail.percent ? ` (${detail.percent}%)` : ''}
          </th>
          <td>{formatGrosze(detail.amount)}</td>
        </tr>
      ))}
    </>
  );
}

/** The VAT of every participant's quote added up per rate, in the order the rates first appear. */
function vatPerRate(quotes: readonly ParticipantQuote[]): { rate: string; vat: number }[] {
  const byRate = new Map<string, number>();
  for (const { quote } of quotes)
    for (const line of quote.vatByRate) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.vat);
  return [...byRate].map(([rate, vat]) => ({ rate, vat }));
}

/**
 * The live price (quoteRegistration, the function the server prices with): products, priced options, the
 * payment rules that apply, the net total, VAT, the amount to pay and the installments schedule.
 */
export function PriceSummary({
  quotes,
  showVat,
  dateFormat,
}: {
  quotes: readonly ParticipantQuote[];
  showVat: boolean;
  /** The project's date format (installment dates on their Polish day). */
  dateFormat?: string;
}) {
  const total = quotes.reduce((sum, { quote }) => sum + quote.total, 0);
  const vat = quotes.reduce((sum, { quote }) => sum + quote.vat, 0);
  const gross = quotes.reduce((sum, { quote }) => sum + quote.grossTotal, 0);
  const vatRates = vatPerRate(quotes);
  const first = quotes[0]?.quote;
  const schedule = quotes.length === 1 && first && first.installments.length > 1 ? first.installments : [];
  return (
    <section
      className="zapisy-summary"
      aria-labelledby="zapisy-summary-title"
      data-testid="zapisy-price-summary"
    >
      <h3 className="zapisy-summary-title" id="zapisy-summary-title">
        Podsumowanie
      </h3>
      <table className="zapisy-summary-table">
        {quotes.map(({ label, quote }, index) => (
          <tbody key={label + String(index)}>
            {quotes.length > 1 ? (
              <tr className="zapisy-summary-person">
                <th scope="rowgroup" colSpan={2}>
                  {label}
                </th>
              </tr>
            ) : null}
            <QuoteLines quote={quote} />
          </tbody>
        ))}
        <tfoot>
          {showVat ? (
            <>
              <tr>
                <th scope="row">Razem netto</th>
                <td data-testid="zapisy-price-net">{formatGrosze(total)}</td>
              </tr>
              {vatRates.length > 1
                ? vatRates.map(({ rate, vat: rateVat }) => (
                    <tr key={rate}>
                      <th scope="row">VAT {vatRateLabel(rate)}</th>
                      <td data-testid={`zapisy-price-vat-${rate}`}>{formatGrosze(rateVat)}</td>
                    </tr>
                  ))
                : null}
              <tr>
                <th scope="row">{vatRates.length > 1 ? 'VAT razem' : 'VAT'}</th>
                <td data-testid="zapisy-price-vat">{formatGrosze(vat)}</td>
              </tr>
            </>
          ) : null}
          <tr className="zapisy-summary-total">
            <th scope="row">Do zapłaty</th>
            <td data-testid="zapisy-price-total" aria-live="polite">
              {formatGrosze(gross)}
            </td>
          </tr>
        </tfoot>
      </table>
      {schedule.length > 0 ? (
        <>
          <h4 className="zapisy-summary-subtitle">Harmonogram rat</h4>
          <ol className="zapisy-schedule" data-testid="zapisy-price-schedule">
            {schedule.map((installment, index) => (
              <li key={installment.installmentId || index}>
                {index + 1}. rata: {formatProjectDate(installment.date, { dateFormat })} —{' '}
                {formatGrosze(installment.grossAmount)}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
