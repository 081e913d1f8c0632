import type { ReactNode } from 'react';

export interface DetailItem {
  readonly term: string;
  readonly value: ReactNode;
}

/** Read-only details as a definition list: the label above or beside its value. */
export function DetailList({ items }: { readonly items: readonly DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map((item) => (
        <div key={item.term} className="detail-list__item">
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
