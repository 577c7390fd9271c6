// The API's shape, checked from its sources so that it cannot rot silently:
// - the folders form layers (layers.json, lowest first): a folder imports only folders of lower layers, so no
//   folders import each other in a circle. config and common are the bottom; database (the entity list, the data
//   source, migrations and the seed) sits above every feature, so only the command-line tools and the app's root
//   files import it. The lint rule boundaries/dependencies reads the same file;
// - each table (every entity's, all listed in TABLE_OWNERS) is written by its owner folder only, in any of the
//   forms this codebase writes with: others ask the owner (a service method or a statement for their own
//   transaction);
// - folders meet only through their public file, index.ts (config and common excepted), and a folder's own files
//   never import that index (lint says the first too);
// - services, and every other @Injectable that is not an HTTP adapter (guard, interceptor, pipe, Passport
//   strategy), throw domain errors, never HTTP exceptions.
// Each detector is also fed a planted violation: a check that finds nothing has shown that it can find one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';
import LAYERS from './layers.json';

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

const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** The top-level folder a file under src belongs to (files directly in src belong to the root). */
function folderOf(file: string): string {
  const [first, ...rest] = file.split(sep);
  return rest.length > 0 && first ? first : ROOT;
}

/** The files under src that `file` (under src) imports by a relative path; a folder stands for its index.ts. */
function importedFiles(file: string, text: string): string[] {
  const targets: string[] = [];
  for (const [, specifier = ''] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}(?:\/[^']*)?)'/g)) {
    const target = normalize(join(dirname(file), specifier));
    if (target.startsWith('..')) continue;
    const isFolder = statSync(join(SRC, target), { throwIfNoEntry: false })?.isDirectory();
    targets.push(isFolder ? join(target, 'index.ts') : `${target}.ts`);
  }
  return targets;
}

type FolderGraph = Map<string, Map<string, string>>;

/** folder -> folders it imports, with one importing file per edge (for the message). */
function folderGraph(files: Record<string, string>): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const [file, text] of Object.entries(files)) {
    const from = folderOf(file);
    for (const target of importedFiles(file, text)) {
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, file);
    }
  }
  return graph;
}

/** The groups of folders that import each other in a circle (Tarjan's strongly connected components). */
function circles(graph: FolderGraph): string[][] {
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

/**
 * The folders, lowest first (layers.json): each imports only folders of lower layers. Admin actions are recorded
 * in audit by the services that make them; the catalog's listings are claimed, held and taken down by the higher
 * modules through the catalog's statements; reports asks users whether a reporter is an established account; live
 * sits low, so that any module may publish after a commit (users ends a closed account's streams), and so do the
 * catalog's change events (events), which users, the catalog, reports and payments publish and the catalog hears; the read replicas (replicas) hear them
 * too, to know when a replica holds every catalog write, and the catalog's public reads ask them; payments asks
 * orders and the catalog to change their rows; orders books at the price a buyer agreed in a conversation's offers,
 * so conversations sits below it; alerts reads the catalog and the wish lists and writes
 * notifications and mails through their modules' statements; mail asks users whether an address is proven before
 * it sends; contact (the contact form) queues its acknowledgements through mail's statements; reviews asks orders whether a
 * deal is completed and writes the seller's rating, notifications and mails through their modules' statements; sellers
 * (the public profiles) reads users, the catalog, conversations and reviews through their services; accounts (a
 * user deleting their own account) asks auth for the password check, orders for the deals in progress and users
 * for the delete; stats reads them all; metrics reads the search index, the outbox and the live streams; database lists every entity, and the command-line tools use it.
 */
const FOLDER_LAYERS: string[][] = LAYERS.layers;

/** The imports between folders that do not go down a layer: `from -> to (file)`. */
function upwardImports(graph: FolderGraph): string[] {
  const layerOf = new Map(FOLDER_LAYERS.flatMap((folders, layer) => folders.map((f) => [f, layer] as const)));
  const upward: string[] = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf.get(from);
    if (fromLayer === undefined) continue; // the app's root files import every folder
    for (const [to, file] of targets) {
      const toLayer = layerOf.get(to);
      if (toLayer === undefined || toLayer >= fromLayer) upward.push(`${from} -> ${to} (${file})`);
    }
  }
  return upward;
}

/** Each table, by the folder that alone writes it (the folder of its entity). */
const TABLE_OWNERS: Record<string, string> = {
  users: 'users',
  user_blocks: 'users',
  products: 'catalog',
  categories: 'catalog',
  brands: 'catalog',
  price_segments: 'catalog',
  email_verifications: 'auth',
  password_resets: 'auth',
  orders: 'orders',
  payment_events: 'payments',
  sandbox_payment_intents: 'payments',
  reports: 'reports',
  wishlist_entries: 'wishlist',
  audit_log: 'audit',
  conversations: 'conversations',
  conversation_messages: 'conversations',
  conversation_reports: 'conversations',
  offers: 'conversations',
  notifications: 'notifications',
  saved_searches: 'alerts',
  alert_cursors: 'alerts',
  outbox_mails: 'mail',
  mail_recipient_slots: 'mail',
  contact_messages: 'contact',
  reviews: 'reviews',
  order_disputes: 'orders',
  order_refunds: 'orders',
  sandbox_refunds: 'payments',
};
/** Folders that hold other folders' repositories to read them, and never write through them. */
const READ_ONLY_FOLDERS = new Set(['stats']);
/** Not the app's modules: the migrations and seed (database/) and the command-line tools write every table. */
const TOOL_FOLDERS = new Set(['database', 'cli']);

/** Folders that any other may import file by file: the shared bottom layers, each file a small helper on its own. */
const DEEP_IMPORTABLE_FOLDERS = new Set(['common', 'config']);

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Every node of a parsed file, depth first. */
function nodesOf(source: ts.SourceFile): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return nodes;
}

/** The name a decorator calls (`@Entity('x')` -> Entity). */
function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  const callee = ts.isCallExpression(call) ? call.expression : call;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}

interface EntityFound {
  entity: string;
  /** null when the decorator names no table (TypeORM would derive one: name it, so that it can be checked). */
  table: string | null;
  file: string;
}

/** The entities a file declares: classes decorated with @Entity, with the table each names. */
function entitiesIn(file: string, text: string): EntityFound[] {
  return nodesOf(parse(file, text)).flatMap((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return [];
    const decorator = (ts.getDecorators(node) ?? []).find((d) => decoratorName(d) === 'Entity');
    if (!decorator) return [];
    const [argument] = ts.isCallExpression(decorator.expression) ? decorator.expression.arguments : [];
    let table: string | null = null;
    if (argument && ts.isStringLiteral(argument)) table = argument.text;
    if (argument && ts.isObjectLiteralExpression(argument)) {
      const name = argument.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'name',
      );
      if (name && ts.isStringLiteral(name.initializer)) table = name.initializer.text;
    }
    return [{ entity: node.name.text, table, file }];
  });
}

/** Calls that hand out an entity's repository: whoever makes them can write its table. */
const REPOSITORY_CALLS = new Set([
  'InjectRepository',
  'getRepository',
  'getRepositoryToken',
  'getTreeRepository',
  'forFeature',
]);
/**
 * Calls that write the entity or table named in their arguments: EntityManager's `update(Entity, …)` and its
 * kin, the query builder's `update(Entity)`, `insert().into(Entity)` and `delete().from(Entity)`, and
 * common/all-or-nothing.ts's `insertStatement(dataSource, Entity, …)`.
 */
const WRITE_CALLS = new Set([
  'save',
  'insert',
  'update',
  'upsert',
  'delete',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'remove',
  'increment',
  'decrement',
  'clear',
  'into',
  'insertStatement',
]);
/** Query-builder writes that take their target from `createQueryBuilder(Entity, alias)` before them. */
const BUILDER_WRITES = new Set(['update', 'insert', 'delete', 'softDelete', 'restore']);

/** The name a call calls: `a.b.update(...)` -> update, `insertStatement(...)` -> insertStatement. */
function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The call a method call is made on (`x.delete().from(...)` -> the delete() call), if it is one. */
function receiverCall(call: ts.CallExpression): ts.CallExpression | undefined {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && ts.isCallExpression(callee.expression)
    ? callee.expression
    : undefined;
}

/**
 * The tables a call names among its arguments (array elements included): an entity class, or a string naming an
 * entity or a table (TypeORM takes both), looked up in `tables`.
 */
function tablesNamed(call: ts.CallExpression, tables: ForeignTables): string[] {
  return call.arguments.flatMap((argument) =>
    (ts.isArrayLiteralExpression(argument) ? [...argument.elements] : [argument]).flatMap((node) => {
      if (ts.isIdentifier(node)) return tables.byEntity.get(node.text) ?? [];
      if (ts.isStringLiteralLike(node))
        return tables.byEntity.get(node.text) ?? tables.byTable.get(node.text) ?? [];
      return [];
    }),
  );
}

/** The tables that other folders own, by their entity class and by their own name. */
interface ForeignTables {
  byEntity: Map<string, string>;
  byTable: Map<string, string>;
}

/** What `file` (under src) writes, or whose repository it holds, among the tables another folder owns. */
function strayTableWrites(file: string, text: string, entities: EntityFound[]): string[] {
  const folder = folderOf(file);
  if (TOOL_FOLDERS.has(folder)) return [];
  const foreign: ForeignTables = { byEntity: new Map(), byTable: new Map() };
  for (const { entity, table } of entities) {
    if (!table || TABLE_OWNERS[table] === folder) continue;
    foreign.byEntity.set(entity, table);
    foreign.byTable.set(table, table);
  }
  const strays = new Set<string>();
  for (const table of foreign.byTable.keys()) {
    const sqlWrite = new RegExp(
      `\\b(UPDATE(\\s+IGNORE)?|INSERT(\\s+(IGNORE|OR\\s+\\w+))?\\s+INTO|REPLACE\\s+INTO|DELETE\\s+FROM|TRUNCATE(\\s+TABLE)?)\\s+\\W?${table}\\b`,
      'i',
    );
    if (sqlWrite.test(text)) strays.add(`${file} writes ${table} in SQL`);
  }
  for (const node of nodesOf(parse(file, text))) {
    if (!ts.isCallExpression(node)) continue;
    const name = calleeName(node);
    if (!name) continue;
    if (REPOSITORY_CALLS.has(name) && !READ_ONLY_FOLDERS.has(folder)) {
      for (const table of tablesNamed(node, foreign)) strays.add(`${file} holds the repository of ${table}`);
    }
    let written: string[] = [];
    if (WRITE_CALLS.has(name)) written = tablesNamed(node, foreign);
    // `.delete().from(Entity)`: from() alone is a read.
    if (name === 'from' && receiverCall(node) && calleeName(receiverCall(node)!) === 'delete') {
      written = tablesNamed(node, foreign);
    }
    // `createQueryBuilder(Entity, 'e').update()`: the target is named where the builder is made.
    if (BUILDER_WRITES.has(name) && node.arguments.length === 0) {
      for (let call = receiverCall(node); call; call = receiverCall(call)) {
        if (calleeName(call) === 'createQueryBuilder') {
          written = tablesNamed(call, foreign);
          break;
        }
      }
    }
    for (const table of written) strays.add(`${file} writes ${table} (${name})`);
  }
  return [...strays];
}

/** Writes of any table in a read-only folder's file: any write call or SQL write at all. */
function writesInReadOnlyFile(text: string): boolean {
  return /\.(save|insert|update|upsert|delete|softDelete|softRemove|restore|remove|increment|decrement|into)\(|\b(UPDATE|INSERT|DELETE|REPLACE|TRUNCATE)\s/.test(
    text,
  );
}

/**
 * The imports of `file` (under src) that reach past another folder's index.ts, or that go back to its own folder's
 * index.ts (a circle once that index re-exports the importing file, in which Nest's decorators can meet classes that
 * are still undefined).
 */
function publicFileStrays(file: string, text: string): string[] {
  const from = folderOf(file);
  return importedFiles(file, text).flatMap((target) => {
    const to = folderOf(target);
    const index = join(to, 'index.ts');
    if (to === ROOT || DEEP_IMPORTABLE_FOLDERS.has(to)) return [];
    if (to === from) return target === index ? [`${file} imports its own folder's index`] : [];
    return target === index ? [] : [`${file} imports ${target}, not ${index}`];
  });
}

/** What an @Injectable class extends or implements, when that makes it an HTTP adapter rather than a service. */
const HTTP_ADAPTER =
  /\b(CanActivate|AuthGuard|NestInterceptor|PipeTransform|NestMiddleware|PassportStrategy|ExceptionFilter)\b/;

/**
 * The HTTP exceptions (HttpException, HttpStatus, any *Exception of @nestjs/*) a file imports, when it is a service
 * (*.service.ts) or declares an @Injectable that is not an HTTP adapter.
 */
function httpInServices(file: string, text: string): string[] {
  const source = parse(file, text);
  const nodes = nodesOf(source);
  const classes = nodes.filter(ts.isClassDeclaration);
  const adapters = new Set<string>();
  // Twice, so that a class extending an adapter of the same file (declared before it) counts as one too.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const declaration of classes) {
      const heritage = (declaration.heritageClauses ?? []).map((clause) => clause.getText(source)).join(' ');
      const extendsAdapter = [...adapters].some((name) =>
        new RegExp(`\\bextends\\s+${name}\\b`).test(heritage),
      );
      if (declaration.name && (HTTP_ADAPTER.test(heritage) || extendsAdapter))
        adapters.add(declaration.name.text);
    }
  }
  const injectableServices = classes.filter(
    (declaration) =>
      (ts.getDecorators(declaration) ?? []).some((d) => decoratorName(d) === 'Injectable') &&
      !adapters.has(declaration.name?.text ?? ''),
  );
  if (!file.endsWith('.service.ts') && injectableServices.length === 0) return [];
  return nodes.flatMap((node) => {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return [];
    if (!node.moduleSpecifier.text.startsWith('@nestjs/')) return [];
    const bindings = node.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements
      .map((element) => (element.propertyName ?? element.name).text)
      .filter((name) => name === 'HttpStatus' || name.endsWith('Exception'))
      .map((name) => `${file} uses ${name}`);
  });
}

const FILES = Object.fromEntries(
  sourceFiles()
    // This file's own examples of violations are strings, not code.
    .filter((file) => file !== basename(__filename))
    .map((file) => [file, read(file)]),
);
const ENTITIES = Object.entries(FILES).flatMap(([file, text]) => entitiesIn(file, text));

describe('the API layers', () => {
  const graph = folderGraph(FILES);
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

  it('places every folder in a layer (an unplaced one would escape the next check)', () => {
    const placed = new Set(FOLDER_LAYERS.flat());
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).filter((folder) => !placed.has(folder))).toEqual([]);
  });

  it('each folder imports only folders of lower layers', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('the layer check finds imports across and up the layers, and not down', () => {
    const planted = folderGraph({
      [join('users', 'x.ts')]: "import { OrdersService } from '../orders';",
      [join('orders', 'x.ts')]: "import { WishlistEntry } from '../wishlist';",
      [join('common', 'x.ts')]: "import { Product } from '../catalog';",
      [join('reports', 'x.ts')]: "import { UsersService } from '../users';",
    });
    expect(upwardImports(planted)).toEqual([
      `users -> orders (${join('users', 'x.ts')})`,
      `orders -> wishlist (${join('orders', 'x.ts')})`,
      `common -> catalog (${join('common', 'x.ts')})`,
    ]);
  });

  it('no folders import each other in a circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('the circle check finds one', () => {
    const circular = new Map([
      ['users', new Map([['auth', 'users/x.ts']])],
      ['auth', new Map([['users', 'auth/y.ts']])],
    ]);
    expect(circles(circular)).toEqual([['auth', 'users']]);
  });

  it('reads the entities it checks', () => {
    expect(ENTITIES.map(({ entity }) => entity)).toEqual(
      expect.arrayContaining(['User', 'Product', 'Order']),
    );
  });

  it("lists every entity's table with its owner, the folder of the entity", () => {
    const unlisted = ENTITIES.filter(({ table }) => table === null || !(table in TABLE_OWNERS));
    expect(
      unlisted.map(({ entity, table, file }) => `${entity} (${table ?? 'no table named'}, ${file})`),
    ).toEqual([]);
    const tables = new Set(ENTITIES.map(({ table }) => table));
    expect(Object.keys(TABLE_OWNERS).filter((table) => !tables.has(table))).toEqual([]);
    const misplaced = ENTITIES.filter(({ table, file }) => table && TABLE_OWNERS[table] !== folderOf(file));
    expect(misplaced.map(({ entity, file }) => `${entity} (${file})`)).toEqual([]);
  });

  it('the entity check finds a new entity, and one that names no table', () => {
    const planted = entitiesIn(
      join('orders', 'refund.entity.ts'),
      "@Entity('refunds')\nexport class Refund {}\n@Entity()\nexport class Nameless {}\n" +
        "@Entity({ name: 'named' })\nexport class Named {}\nexport class Plain {}",
    );
    expect(planted.map(({ entity, table }) => [entity, table])).toEqual([
      ['Refund', 'refunds'],
      ['Nameless', null],
      ['Named', 'named'],
    ]);
    expect(planted.filter(({ table }) => table === null || !(table in TABLE_OWNERS))).toHaveLength(3);
  });

  it('only its owner folder writes a table or holds its repository', () => {
    const strays = Object.entries(FILES).flatMap(([file, text]) =>
      file.endsWith('.spec.ts') ? [] : strayTableWrites(file, text, ENTITIES),
    );
    expect(strays).toEqual([]);
  });

  it('the ownership check finds every form of write outside the owner, and not reads', () => {
    const strays = (folder: string, code: string) => strayTableWrites(join(folder, 'x.ts'), code, ENTITIES);
    const writes = [
      "'UPDATE `products` SET `sold` = 1 WHERE `id` = ?'",
      '`INSERT INTO "products" ("id") VALUES (?)`',
      "'INSERT IGNORE INTO `products` (`id`) VALUES (?)'",
      "'DELETE FROM products WHERE id = ?'",
      '@InjectRepository(Product) products',
      'TypeOrmModule.forFeature([Category, Product])',
      'dataSource.getRepository(Product)',
      'insertStatement(this.dataSource, Product, { id })',
      'manager.update(Product, { id }, { sold: true })',
      "manager.save(Product, { id: '1' })",
      'manager.delete(Product, { id })',
      "manager.insert('products', { id })",
      'dataSource.createQueryBuilder().update(Product).set({ sold: true }).execute()',
      'dataSource.createQueryBuilder().insert().into(Product).values({ id }).execute()',
      'dataSource.createQueryBuilder().delete().from(Product).where("id = 1").execute()',
      "dataSource.createQueryBuilder(Product, 'p').update().set({ sold: true }).execute()",
    ];
    for (const code of writes) expect([code, strays('payments', code).length > 0]).toEqual([code, true]);
    for (const code of writes) expect([code, strays('catalog', code)]).toEqual([code, []]);
    const reads = [
      "'SELECT 1 FROM `orders` WHERE `id` = ?'",
      "dataSource.createQueryBuilder().select('p.id').from(Product, 'p').getMany()",
      "manager.findOneBy(Product, { id: '1' })",
      'this.cache.delete(key)',
      'this.orders.update(seller, id, changes)',
    ];
    for (const code of reads) expect([code, strays('payments', code)]).toEqual([code, []]);
  });

  it('the read-only folders write no table', () => {
    const writes = Object.keys(FILES)
      .filter((file) => READ_ONLY_FOLDERS.has(folderOf(file)))
      .filter((file) => writesInReadOnlyFile(FILES[file]!));
    expect(writes).toEqual([]);
  });

  it('the read-only check finds a write, and not a read', () => {
    expect(
      writesInReadOnlyFile('await this.dataSource.getRepository(User).update(id, { verified: true })'),
    ).toBe(true);
    expect(writesInReadOnlyFile("'UPDATE `users` SET `verified` = 1'")).toBe(true);
    expect(writesInReadOnlyFile('await this.dataSource.getRepository(User).count()')).toBe(false);
  });

  it('folders import each other only through their index.ts, and never their own', () => {
    const strays = Object.entries(FILES).flatMap(([file, text]) => publicFileStrays(file, text));
    expect(strays).toEqual([]);
  });

  it('the public-file check finds deep imports and imports of its own index, and not public ones', () => {
    const orders = join('orders', 'x.ts');
    const ordersDto = join('orders', 'dto', 'x.ts');
    const strays = (file: string, specifier: string) =>
      publicFileStrays(file, `import { X } from '${specifier}';`);
    expect(strays(orders, '../catalog/products.service')).toHaveLength(1);
    expect(strays(ordersDto, '../../catalog/product.entity')).toHaveLength(1);
    expect(strays('app.module.ts', './orders/orders.module')).toHaveLength(1);
    expect(strays(orders, '.')).toHaveLength(1);
    expect(strays(ordersDto, '..')).toHaveLength(1);
    expect(strays(orders, '../catalog')).toEqual([]);
    expect(strays(ordersDto, '../../catalog')).toEqual([]);
    expect(strays(orders, '../common/ids')).toEqual([]);
    expect(strays(orders, './order.entity')).toEqual([]);
    expect(strays(ordersDto, '../order.entity')).toEqual([]);
  });

  it('services and the other injectables throw domain errors, not HTTP exceptions (the exception filter maps them)', () => {
    const domainErrors = read(join('common', 'domain-errors.ts'));
    expect(domainErrors).not.toMatch(/from '@nestjs\//);
    expect(Object.entries(FILES).flatMap(([file, text]) => httpInServices(file, text))).toEqual([]);
  });

  it('the HTTP check finds HTTP exceptions in any injectable but an HTTP adapter', () => {
    const exceptions = "import { Injectable, NotFoundException, HttpStatus } from '@nestjs/common';\n";
    const found = (file: string, code: string) => httpInServices(file, exceptions + code);
    expect(found('x.service.ts', 'export class X {}')).toHaveLength(2);
    expect(found('listing-writes.ts', '@Injectable()\nexport class ListingWrites {}')).toHaveLength(2);
    expect(found('a.guard.ts', '@Injectable()\nexport class A implements CanActivate {}')).toEqual([]);
    expect(
      found(
        'b.guard.ts',
        '@Injectable()\nclass B extends AuthGuard(JWT) {}\n@Injectable()\nclass C extends B {}',
      ),
    ).toEqual([]);
    expect(found('s.ts', '@Injectable()\nclass S extends PassportStrategy(Strategy) {}')).toEqual([]);
    expect(
      found('i.ts', '@Injectable()\nclass I implements NestInterceptor {}\n@Injectable()\nclass J {}'),
    ).toHaveLength(2);
    expect(found('helpers.ts', 'export function f() {}')).toEqual([]);
  });
});
