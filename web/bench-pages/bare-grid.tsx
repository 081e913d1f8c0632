/**
 * The reference page of scripts/bench/salary-editor.bench.ts, built only by that benchmark (never by the
 * portal's build): a bare AG Grid Community, made with AG Grid's own createGrid inside a React page as step
 * 4's editor makes its grid (age-grid.tsx), showing the numbers the benchmark put in localStorage,
 * with AG Grid's own cells only (no cell renderer, class rules, editing or context of the salary editor),
 * laid out as step 4's editor laid out the same table in the same run (its grid's width and height, row and
 * header heights, column widths; AG Grid's own row and column virtualisation, as the editor has it).
 * With `?klik` the page first shows a button 'Tabel tonen' that mounts the grid, so the benchmark can time the
 * grid's render alone, as it times step 4's render after 'Volgende' in step 3.
 * `window.benchCore()` loads core's salary functions as a separate chunk, so the benchmark can time core's
 * own computations in the same browser without them weighing on the grid's load.
 */
import { ClientSideRowModelModule, createGrid, type ColDef, type GridApi } from 'ag-grid-community';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

function BareGrid({ table, shown }: { table: BareTable; shown: BareTable['rows'] }) {
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
  // A row whose wages did not change keeps its object, as the editor's rows do, so AG Grid redraws only
  // the rows a change touched: the least any AG Grid view of the change has to do.
  const kept = useRef(new Map<string, { text: string; data: Row }>());
  const rows = useMemo(
    () =>
      table.payscales.map((payscale, row) => {
        const wages = shown[row] ?? [];
        const text = wages.join('\u0001');
        const old = kept.current.get(payscale);
        if (old !== undefined && old.text === text) return old.data;
        const data: Row = { payscale };
        wages.forEach((wage, column) => {
          data[`p${column}`] = wage;
        });
        kept.current.set(payscale, { text, data });
        return data;
      }),
    [table, shown],
  );
  // As the editor: the grid made once, the rows handed to it in the commit that made them (before the paint).
  const host = useRef<HTMLDivElement>(null);
  const api = useRef<GridApi<Row> | null>(null);
  const latest = useRef(rows);
  useLayoutEffect(() => {
    latest.current = rows;
    const grid = api.current;
    if (grid !== null && grid.getGridOption('rowData') !== rows) grid.setGridOption('rowData', rows);
  }, [rows]);
  useLayoutEffect(() => {
    if (host.current === null) return;
    const grid = createGrid<Row>(
      host.current,
      {
        rowData: latest.current,
        columnDefs: columns,
        rowHeight: layout.rowHeight,
        headerHeight: layout.headerHeight,
        getRowId: (params) => params.data.payscale ?? '',
      },
      { modules: MODULES },
    );
    api.current = grid;
    return () => {
      api.current = null;
      grid.destroy();
    };
    // One grid for the page's table; its rows follow above.
  }, [table]);
  return <div ref={host} style={{ width: layout.width, height: layout.height }} />;
}

const table = JSON.parse(localStorage.getItem(BENCH_KEY) ?? 'null') as BareTable | null;
const root = document.getElementById('root');
if (root === null || table === null) throw new Error(`#root of ${BENCH_KEY} ontbreekt`);
/**
 * The grid at once, or (`?klik`) after a click on 'Tabel tonen'. `window.benchShow(rows)` gives it other
 * displayed wages (a paste or an increase as core computed it), for the benchmark to time AG Grid's update.
 */
function Page({ table, onClick }: { table: BareTable; onClick: boolean }) {
  const [shown, setShown] = useState(!onClick);
  const [rows, setRows] = useState(table.rows);
  useEffect(() => {
    Object.assign(window, { benchShow: setRows });
  }, []);
  return shown ? (
    <BareGrid table={table} shown={rows} />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Tabel tonen
    </button>
  );
}

createRoot(root).render(<Page table={table} onClick={new URLSearchParams(location.search).has('klik')} />);

Object.assign(window, { benchCore: () => import('@beloning/core/salary') });
