/**
 * The reference page of scripts/bench/salary-editor.bench.ts, built only by that benchmark (never by the
 * portal's build): a bare AG Grid Community in React showing the numbers the benchmark put in localStorage,
 * with AG Grid's own cells only (no cell renderer, class rules, editing or context of the salary editor),
 * laid out as step 4's editor laid out the same table in the same run (its grid's width and height, row and
 * header heights, column widths; AG Grid's own row and column virtualisation, as the editor has it).
 * With `?klik` the page first shows a button 'Tabel tonen' that mounts the grid, so the benchmark can time the
 * grid's render alone, as it times step 4's render after 'Volgende' in step 3.
 * `window.benchCore()` loads core's salary functions as a separate chunk, so the benchmark can time core's
 * own computations in the same browser without them weighing on the grid's load.
 */
import { ClientSideRowModelModule, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** What the benchmark stores under BENCH_KEY: the payscales, the periodicals and the displayed wages. */
interface BareTable {
  readonly payscales: readonly string[];
  readonly periodicals: readonly string[];
  /** Per payscale, per periodical: the wage as the editor displays it ('15,52'). */
  readonly rows: readonly (readonly string[])[];
  /** The editor's grid as measured in the same run. */
  readonly layout: {
    readonly width: number;
    readonly height: number;
    readonly rowHeight: number;
    readonly headerHeight: number;
    readonly payscaleWidth: number;
    readonly wageWidth: number;
  };
}

type Row = Record<string, string>;

const BENCH_KEY = 'beloning.bench.bare-grid';
const MODULES = [ClientSideRowModelModule];

function BareGrid({ table }: { table: BareTable }) {
  const { layout } = table;
  const columns: ColDef<Row>[] = [
    { colId: 'payscale', field: 'payscale', headerName: 'Schaal', width: layout.payscaleWidth },
    ...table.periodicals.map((periodical, column): ColDef<Row> => ({
      colId: `p${column}`,
      field: `p${column}`,
      headerName: `Periodiek ${periodical}`,
      width: layout.wageWidth,
    })),
  ];
  const rows = table.payscales.map((payscale, row) => {
    const data: Row = { payscale };
    table.rows[row]?.forEach((wage, column) => {
      data[`p${column}`] = wage;
    });
    return data;
  });
  return (
    <div style={{ width: layout.width, height: layout.height }}>
      <AgGridReact<Row>
        modules={MODULES}
        rowData={rows}
        columnDefs={columns}
        rowHeight={layout.rowHeight}
        headerHeight={layout.headerHeight}
        getRowId={(params) => params.data.payscale ?? ''}
      />
    </div>
  );
}

const table = JSON.parse(localStorage.getItem(BENCH_KEY) ?? 'null') as BareTable | null;
const root = document.getElementById('root');
if (root === null || table === null) throw new Error(`#root of ${BENCH_KEY} ontbreekt`);
/** The grid at once, or (`?klik`) after a click on 'Tabel tonen'. */
function Page({ table, onClick }: { table: BareTable; onClick: boolean }) {
  const [shown, setShown] = useState(!onClick);
  return shown ? (
    <BareGrid table={table} />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Tabel tonen
    </button>
  );
}

createRoot(root).render(<Page table={table} onClick={new URLSearchParams(location.search).has('klik')} />);

Object.assign(window, { benchCore: () => import('@beloning/core/salary') });
