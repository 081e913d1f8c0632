/**
 * The reference page of scripts/bench/salary-editor.bench.ts, built only by that benchmark (never by the
 * portal's build): a bare AG Grid Community in React showing the numbers the benchmark put in localStorage,
 * with AG Grid's own cells only (no cell renderer, class rules, editing or context of the salary editor). By
 * default it lays the grid out as step 4's editor does (autoHeight, no row or column virtualisation, so every
 * cell is in the DOM); with `?virtueel` it keeps AG Grid's defaults (a 600 px high grid that renders only
 * what is in view). `window.benchCore()` loads core's salary functions as a separate chunk, so the benchmark
 * can time core's own computations in the same browser without them weighing on the grid's load.
 */
import { ClientSideRowModelModule, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot } from 'react-dom/client';

/** What the benchmark stores under BENCH_KEY: the payscales, the periodicals and the displayed wages. */
interface BareTable {
  readonly payscales: readonly string[];
  readonly periodicals: readonly string[];
  /** Per payscale, per periodical: the wage as the editor displays it ('15,52'). */
  readonly rows: readonly (readonly string[])[];
}

type Row = Record<string, string>;

const BENCH_KEY = 'beloning.bench.bare-grid';
const MODULES = [ClientSideRowModelModule];

function BareGrid({ table, virtual }: { table: BareTable; virtual: boolean }) {
  const columns: ColDef<Row>[] = [
    { colId: 'payscale', field: 'payscale', headerName: 'Schaal', width: 110 },
    ...table.periodicals.map((periodical, column): ColDef<Row> => ({
      colId: `p${column}`,
      field: `p${column}`,
      headerName: `Periodiek ${periodical}`,
      width: 130,
    })),
  ];
  const rows = table.payscales.map((payscale, row) => {
    const data: Row = { payscale };
    table.rows[row]?.forEach((wage, column) => {
      data[`p${column}`] = wage;
    });
    return data;
  });
  const grid = (
    <AgGridReact<Row>
      modules={MODULES}
      rowData={rows}
      columnDefs={columns}
      getRowId={(params) => params.data.payscale ?? ''}
      {...(virtual
        ? {}
        : { domLayout: 'autoHeight', suppressRowVirtualisation: true, suppressColumnVirtualisation: true })}
    />
  );
  return virtual ? <div style={{ height: 600 }}>{grid}</div> : grid;
}

const table = JSON.parse(localStorage.getItem(BENCH_KEY) ?? 'null') as BareTable | null;
const root = document.getElementById('root');
if (root === null || table === null) throw new Error(`#root of ${BENCH_KEY} ontbreekt`);
createRoot(root).render(
  <BareGrid table={table} virtual={new URLSearchParams(location.search).has('virtueel')} />,
);

Object.assign(window, { benchCore: () => import('@beloning/core/salary') });
