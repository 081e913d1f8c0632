import { SHORT_WIZARD_TEXTS as T } from '@beloning/core/wizard';
import { ScrollTable } from '../../../components/scroll-table';

/** A job as the short wizard lists it: its name, aard, table and minimum scale, as shown. */
export interface JobsTableRow {
  readonly key: string;
  readonly name: string;
  readonly aard: string;
  readonly table: string;
  readonly minimalPayscale: string;
}

/** A read-only list of jobs (the cao's in step 2, the company's in step 3), scrolling sideways on a phone. */
export function JobsTable({
  label,
  rows,
}: {
  readonly label: string;
  readonly rows: readonly JobsTableRow[];
}) {
  return (
    <ScrollTable label={label}>
      <table className="table short-wizard__table">
        <thead>
          <tr>
            <th scope="col">{T.jobName}</th>
            <th scope="col">{T.jobAard}</th>
            <th scope="col">{T.jobTable}</th>
            <th scope="col">{T.jobMinimalPayscale}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.name}</td>
              <td>{row.aard}</td>
              <td>{row.table}</td>
              <td>{row.minimalPayscale}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
