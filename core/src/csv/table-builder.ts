import type { FullTable } from '../schemas/salary-table.js';

type Level<T> = Map<string, T>;
interface Cell {
  wage: string;
  row: number;
}

/**
 * Gathers wages into tables (table -> age -> payscale -> periodical) and remembers the row of each cell, so
 * a second wage for the same cell can name the first. Rows of one payscale usually follow each other, so the
 * maps of the previous row are reused when the keys are the same.
 */
export class TableBuilder {
  private readonly tables: Level<Level<Level<Level<Cell>>>> = new Map();
  private lastTable = '';
  private lastAge = '';
  private lastPayscale = '';
  private lastCells: Level<Cell> | null = null;
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
    const existing = cells.get(periodical);
    if (existing !== undefined) return existing.row;
    cells.set(periodical, { wage, row });
    this.cellCount += 1;
    return null;
  }

  /** The tables as plain records; built with Object.fromEntries so a key like '__proto__' stays a key. */
  toTables(): Record<string, FullTable> {
    return Object.fromEntries(
      [...this.tables].map(([table, ages]) => [
        table,
        Object.fromEntries(
          [...ages].map(([age, payscales]) => [
            age,
            Object.fromEntries(
              [...payscales].map(([payscale, cells]) => [
                payscale,
                Object.fromEntries([...cells].map(([periodical, cell]) => [periodical, cell.wage])),
              ]),
            ),
          ]),
        ),
      ]),
    );
  }

  private cellsFor(table: string, age: string, payscale: string): Level<Cell> {
    if (
      this.lastCells !== null &&
      table === this.lastTable &&
      age === this.lastAge &&
      payscale === this.lastPayscale
    ) {
      return this.lastCells;
    }
    const ages = child(this.tables, table);
    const payscales = child(ages, age);
    const cells = child(payscales, payscale);
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
