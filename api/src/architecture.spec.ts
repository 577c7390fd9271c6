// The API's layers, checked from its import statements so that they cannot rot silently:
// - config and common are the bottom: they import no feature folder (common may read config);
// - database (the entity list, the data source, migrations and the seed) is the top: only the app's root files
//   and the command-line tools import it, never a feature module;
// - some feature folders still import each other in circles, being untangled; those may only shrink, so a folder
//   that joins one, or a new circle, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const SRC = __dirname;
const ROOT = '(root)';

/** Every .ts file under src, relative to it. */
function sourceFiles(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

/** The top-level folder a file under src belongs to (files directly in src belong to the root). */
function folderOf(file: string): string {
  const [first, ...rest] = file.split(sep);
  return rest.length > 0 && first ? first : ROOT;
}

/** folder -> folders it imports, with one importing file per edge (for the message). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles()) {
    const from = folderOf(file);
    const text = readFileSync(join(SRC, file), 'utf8');
    for (const [, specifier = ''] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = normalize(join(dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, file);
    }
  }
  return graph;
}

/** The groups of folders that import each other in a circle (Tarjan's strongly connected components). */
function circles(graph: Map<string, Map<string, string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The circles still being untangled: a folder may leave one, none may join one, and no new circle may form. */
const KNOWN_CIRCLES = [
  ['audit', 'auth', 'catalog', 'media', 'reports', 'users'],
  ['orders', 'payments'],
];

describe('the API layers', () => {
  const graph = folderGraph();
  const importsOf = (folder: string) => [...(graph.get(folder)?.keys() ?? [])].sort();

  it('reads the imports it checks', () => {
    expect(importsOf(ROOT)).toEqual(expect.arrayContaining(['catalog', 'database', 'users']));
  });

  it('config imports nothing of the API, and common nothing but config', () => {
    expect(importsOf('config')).toEqual([]);
    expect(importsOf('common').filter((folder) => folder !== 'config')).toEqual([]);
  });

  it('only the app root and the command-line tools import database/', () => {
    const importers = [...graph.entries()]
      .filter(([, targets]) => targets.has('database'))
      .map(([folder, targets]) => `${folder} (${targets.get('database')})`);
    expect(importers.filter((importer) => !/^(\(root\)|cli) /.test(importer))).toEqual([]);
  });

  it('no new folder joins an import circle, and no new circle forms', () => {
    for (const circle of circles(graph)) {
      const known = KNOWN_CIRCLES.some((group) => circle.every((folder) => group.includes(folder)));
      expect({ circle, known }).toEqual({ circle, known: true });
    }
  });
});
