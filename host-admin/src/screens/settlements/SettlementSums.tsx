import {
  formatGrosze,
  SETTLEMENTS_MONEY_COLUMNS,
  type SettlementsMoneyKey,
  type SettlementsSums,
} from '@zapisy/core';

/** The sums of the money columns over the listed rows: each category's cost, then every money figure. */
export function SettlementSums({
  sums,
  categories,
}: {
  sums: SettlementsSums | null;
  categories: readonly string[];
}) {
  if (!sums) return <p className="za-screen__meta" data-testid="settlements-sums" />;
  const items: [key: string, label: string, value: number][] = [
    ...categories.map((category): [string, string, number] => [
      `categories.${category}`,
      category,
      sums.categories[category] ?? 0,
    ]),
    ...SETTLEMENTS_MONEY_COLUMNS.map((column): [string, string, number] => [
      column.field,
      column.header,
      sums[column.field as SettlementsMoneyKey],
    ]),
  ];
  return (
    <dl
      className="za-screen__meta"
      data-testid="settlements-sums"
      aria-label="Sumy"
      style={{ flexWrap: 'wrap', columnGap: 20, rowGap: 4 }}
    >
      <strong>Suma:</strong>
      {items.map(([key, label, value]) => (
        <div key={key} style={{ display: 'flex', gap: 6 }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0, color: 'var(--za-text, inherit)', fontWeight: 600 }}>
            {formatGrosze(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
