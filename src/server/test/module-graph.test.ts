import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules import each other one way only (docs/decisions/091-one-way-module-graph.md):
 * Biome's noImportCycles sees a cycle of files, but not two modules that use each other through
 * different files, which this walk of `src/server/modules` does. Tests are left out: a test may
 * reach into any module.
 */
const MODULES = join(import.meta.dirname, '..', 'modules');

/** Every module another module's source file imports, by module ('../<name>' or '../<name>/...'). */
function moduleImports(root = MODULES): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(root, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const uses = new Set<string>();
    const walk = (dir: string, depth: number) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path, depth + 1);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const up = '\\.\\./'.repeat(depth + 1);
          // `import` and `export … from`, type-only ones too: a type is a dependency of the design.
          const pattern = new RegExp(`from '${up}([a-z][a-z0-9-]*)(?:/[^']*)?'`, 'g');
          for (const match of readFileSync(path, 'utf8').matchAll(pattern)) {
            if (match[1] !== module.name) uses.add(match[1] as string);
          }
        }
      }
    };
    walk(join(root, module.name), 0);
    graph.set(module.name, uses);
  }
  return graph;
}

/**
 * A cycle's modules written from the alphabetically first one round back to it, so that the same cycle
 * reads the same whichever module the search happened to reach it from.
 */
function fromSmallest(ring: string[]): string[] {
  const start = ring.indexOf([...ring].sort()[0] as string);
  const turned = [...ring.slice(start), ...ring.slice(0, start)];
  return [...turned, turned[0] as string];
}

/** Each cycle once, as the modules along it: depth-first search, a back edge is a cycle. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push(fromSmallest(path.slice(path.indexOf(next))));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('the server modules import each other one way', () => {
  it('has no cycle between modules', () => {
    const cycles = cyclesOf(moduleImports()).map((cycle) => cycle.join(' -> '));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reads the imports of every module', () => {
    const graph = moduleImports();
    expect([...(graph.get('auth') ?? [])]).toContain('users');
    expect([...(graph.get('remittances') ?? [])]).toContain('contracts');
  });
});
