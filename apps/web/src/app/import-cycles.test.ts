import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's modules form no cycle (static imports; type-only imports vanish at build). The
// layer rule (tools/eslint-layers.js) keeps the direction; this keeps features and shared acyclic.
const SRC = path.resolve(import.meta.dirname, '..');
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** A cycle as the list of files around it, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

function graphOf(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? ''));
      return [file, imports.filter((target): target is string => target !== null)];
    }),
  );
}

describe('the web app import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeNull();
  });

  it('has no cycle among the app, the features and shared', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const graph = graphOf(files);
    // The graph is read: most files import others of the app.
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => path.relative(SRC, file))).toBeUndefined();
  });
});
