import type { ReactNode } from 'react';

/** A plain read-only table of the payments dialogs: the header cells, then the rows given as children. */
export function ListTable({
  testId,
  headers,
  children,
}: {
  testId: string;
  headers: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <table className="za-table" data-testid={testId}>
      <thead>
        <tr>
          {headers.map((header, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed headers, never reordered
            <th key={index}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
