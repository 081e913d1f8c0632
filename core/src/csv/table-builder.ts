import type { FullTable } from '../schemas/salary-table.js';

type Level<T> = Map<string, T>;

/** The cells of one payscale: the wages as they will be returned, and the row each came from. */
interface PayscaleCells {
  wages: Record<string, string>;
  rows: Map<string, number>;
}

/**
 * Gathers wages into tables (table -> age -> payscale -> periodical) and remembers the row of each cell, so
 * a second wage for the same cell can name the first. Rows of one payscale usually follow each other, so the
 * cells of the previous row are reused when the keys are the same; no object is made per wage.
 */
export class TableBuilder {
  private readonly tables: Level<Level<Level<PayscaleCells>>> = new Map();
  private lastTable = '';
  private lastAge = '';
  private lastPayscale = '';
  private lastCells: PayscaleCells | null = null;
  cellCount = 0;

  /** Adds a wage; returns the row that already holds this cell, or null when the cell is new. */
  add(
    table: string,
    age: string,
    payscale: string,
    periodical: string,
    wage: string,
    row: number,
  ): number | null {
    const cells = this.cellsFor(table, age, payscale);
    const existing = cells.rows.get(periodical);
    if (existing !== undefined) return existing;
    cells.rows.set(periodical, row);
    setKey(cells.wages, periodical, wage);
    this.cellCount += 1;
    return null;
  }

  /** The age keys of a table, in the order they first came. */
  ageKeys(table: string): string[] {
    return [...(this.tables.get(table)?.keys() ?? [])];
  }

  /** Gives the age `from` of a table the key `to` (which it does not have), keeping its place. */
  renameAge(table: string, from: string, to: string): void {
    const ages = this.tables.get(table);
    if (ages === undefined) return;
    const renamed = new Map([...ages].map(([age, payscales]) => [age === from ? to : age, payscales]));
    this.tables.set(table, renamed);
    this.lastCells = null;
  }

  /** The tables as plain records. */
  toTables(): Record<string, FullTable> {
    const tables: Record<string, FullTable> = {};
    for (const [table, ages] of this.tables) {
      const fullTable: FullTable = {};
      for (const [age, payscales] of ages) {
        const byPayscale: FullTable[string] = {};
        for (const [payscale, cells] of payscales) setKey(byPayscale, payscale, cells.wages);
        setKey(fullTable, age, byPayscale);
      }
      setKey(tables, table, fullTable);
    }
    return tables;
  }

  private cellsFor(table: string, age: string, payscale: string): PayscaleCells {
    if (
      this.lastCells !== null &&
      table === this.lastTable &&
      age === this.lastAge &&
      payscale === this.lastPayscale
    ) {
      return this.lastCells;
    }
    const payscales = child(child(this.tables, table), age);
    let cells = payscales.get(payscale);
    if (cells === undefined) {
      cells = { wages: {}, rows: new Map() };
      payscales.set(payscale, cells);
    }
    this.lastTable = table;
    this.lastAge = age;
    this.lastPayscale = payscale;
    this.lastCells = cells;
    return cells;
  }
}

function child<T>(level: Level<Level<T>>, key: string): Level<T> {
  let next = level.get(key);
  if (next === undefined) {
    next = new Map();
    level.set(key, next);
  }
  return next;
}

/** Sets a key on a plain record; '__proto__' is defined as an own key instead of changing the prototype. */
function setKey<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else record[key] = value;
}
