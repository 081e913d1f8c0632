import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The folders of core/src import each other in one direction only: the folder graph has no cycle, and base/
 * (the bottom layer) imports no other folder of core. Only the shipped sources count: tests (*.test.ts,
 * *.bench.ts) may reach across. See core/README.md, 'Folders'.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
/** The folder that everything may import and that imports nothing else of core. */
const LEAF = 'base';

/** Every relative module a source text imports or re-exports (static, side-effect or dynamic). */
function importedSpecifiers(text: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''))
    .filter((specifier) => specifier.startsWith('.'));
}

/** Folder -> folder it imports -> the first import line that does it ('schemas/fields.ts: ../base/kvk.js'). */
type FolderGraph = Map<string, Map<string, string>>;

function topFolder(pathInSrc: string): string {
  const parts = pathInSrc.split(sep);
  return parts.length === 1 ? '(src)' : (parts[0] ?? '(src)');
}

/** The folder-level import graph of the non-test sources under `root`. */
function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'))
    .sort();
  for (const file of files) {
    const from = topFolder(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of importedSpecifiers(readFileSync(join(root, file), 'utf8'))) {
      const target = relative(root, resolve(root, dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const to = topFolder(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${file.split(sep).join('/')}: ${specifier}`);
    }
  }
  return graph;
}

/** One cycle of the graph as its folders, first folder repeated at the end; null when there is none. */
function findCycle(graph: FolderGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (folder: string): string[] | null => {
    const open = path.indexOf(folder);
    if (open >= 0) return [...path.slice(open), folder];
    if (done.has(folder)) return null;
    path.push(folder);
    for (const next of [...(graph.get(folder)?.keys() ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle !== null) return cycle;
    }
    path.pop();
    done.add(folder);
    return null;
  };
  for (const folder of [...graph.keys()].sort()) {
    const cycle = visit(folder);
    if (cycle !== null) return cycle;
  }
  return null;
}

/** A cycle as a reader needs it: the loop, then one import line per step. */
function describeCycle(graph: FolderGraph, cycle: readonly string[]): string {
  const steps = cycle.slice(1).map((to, index) => {
    const from = cycle[index] ?? '';
    return `  ${from} -> ${to} (${graph.get(from)?.get(to) ?? '?'})`;
  });
  return [`folder cycle in core/src: ${cycle.join(' -> ')}`, ...steps].join('\n');
}

function graphOf(edges: Record<string, readonly string[]>): FolderGraph {
  return new Map(
    Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from}/x.ts`]))]),
  );
}

describe('findCycle', () => {
  it('finds none in a layered graph', () => {
    expect(findCycle(graphOf({ rules: ['schemas', 'base'], schemas: ['base'], base: [] }))).toBeNull();
  });
  it('names the folders of a cycle, also a longer one', () => {
    expect(findCycle(graphOf({ rules: ['schemas'], schemas: ['rules'] }))).toEqual([
      'rules',
      'schemas',
      'rules',
    ]);
    expect(findCycle(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('importedSpecifiers', () => {
  it('reads multi-line, type-only, re-export, side-effect and dynamic imports, not package imports', () => {
    const text = [
      "import { z } from 'zod';",
      'import {',
      '  a,',
      "} from '../rules/limits.js';",
      "import type { B } from './b.js';",
      "export * from '../base/messages.js';",
      "import './side.js';",
      "type C = typeof import('../schemas/c.js');",
      '/** Ages from 13, to 99. */',
    ].join('\n');
    expect(importedSpecifiers(text).sort()).toEqual(
      ['../base/messages.js', '../rules/limits.js', '../schemas/c.js', './b.js', './side.js'].sort(),
    );
  });
});

describe('core/src folder layering', () => {
  const graph = folderGraph(SRC);

  it('reads the folders it guards', () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining([LEAF, 'rules', 'schemas', 'salary', 'wizard']));
  });

  it('has no import cycle between folders', () => {
    const cycle = findCycle(graph);
    expect(cycle === null ? 'no cycle' : describeCycle(graph, cycle)).toBe('no cycle');
  });

  it(`keeps ${LEAF}/ a leaf: it imports no other folder of core`, () => {
    expect(Object.fromEntries(graph.get(LEAF) ?? [])).toEqual({});
  });
});
