// The API's layers, checked from its import statements so that they cannot rot silently:
// - config and common are the bottom: they import no feature folder (common may read config);
// - database (the entity list, the data source, migrations and the seed) is the top: only the app's root files
//   and the command-line tools import it, never a feature module;
// - the feature folders form layers (FEATURE_LAYERS): a folder imports only folders of lower layers, so no folders
//   import each other in a circle;
// - each table is written by its owner folder only (TABLE_OWNERS): others ask the owner (a service method or a
//   statement for their own transaction);
// - folders meet only through their public file, index.ts (config and common excepted), and a folder's own files
//   never import that index (the lint rule boundaries/dependencies says the first too).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize, relative, sep } from 'node:path';

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

/** folder -> folders it imports, with one importing file per edge (for the message). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles()) {
    const from = folderOf(file);
    for (const target of importedFiles(file, readFileSync(join(SRC, file), 'utf8'))) {
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

/**
 * The feature folders, lowest first: each imports only folders of lower layers (and common and config). Admin
 * actions are recorded in audit by the services that make them; the catalog's listings are claimed, held and taken
 * down by the higher modules through the catalog's statements; reports asks users whether a reporter is an
 * established account; live sits low, so that any module may publish after a commit (users ends a closed
 * account's streams); payments asks orders and the catalog to change their rows; alerts reads the catalog and
 * the wish lists and writes notifications and mails through their modules' statements; mail asks users whether an
 * address is proven before it sends; stats reads them all.
 */
const FEATURE_LAYERS = [
  ['redis'],
  ['media', 'audit', 'live'],
  ['users'],
  ['mail'],
  ['auth', 'catalog', 'notifications'],
  ['wishlist', 'orders', 'conversations'],
  ['reports', 'payments', 'alerts'],
  ['stats', 'health'],
];

/** Each table, by the folder that alone writes it. */
const TABLE_OWNERS: Record<string, { folder: string; entities: string[] }> = {
  users: { folder: 'users', entities: ['User'] },
  products: { folder: 'catalog', entities: ['Product'] },
  categories: { folder: 'catalog', entities: ['Category'] },
  brands: { folder: 'catalog', entities: ['Brand'] },
  orders: { folder: 'orders', entities: ['Order'] },
  payment_events: { folder: 'payments', entities: ['PaymentEvent'] },
  sandbox_payment_intents: { folder: 'payments', entities: ['SandboxPaymentIntent'] },
  reports: { folder: 'reports', entities: ['Report'] },
  wishlist_entries: { folder: 'wishlist', entities: ['WishlistEntry'] },
  audit_log: { folder: 'audit', entities: ['AuditLogEntry'] },
  conversations: { folder: 'conversations', entities: ['Conversation'] },
  conversation_messages: { folder: 'conversations', entities: ['ConversationMessage'] },
  conversation_reports: { folder: 'conversations', entities: ['ConversationReport'] },
  user_blocks: { folder: 'users', entities: ['UserBlock'] },
  notifications: { folder: 'notifications', entities: ['Notification'] },
  saved_searches: { folder: 'alerts', entities: ['SavedSearch'] },
  alert_cursors: { folder: 'alerts', entities: ['AlertCursor'] },
  outbox_mails: { folder: 'mail', entities: ['OutboxMail'] },
  mail_recipient_slots: { folder: 'mail', entities: ['MailRecipientSlot'] },
};
/** Folders that hold other folders' repositories to read them, and never write through them. */
const READ_ONLY_FOLDERS = new Set(['stats']);
/** Not the app's modules: the migrations and seed (database/) and the command-line tools write every table. */
const TOOL_FOLDERS = new Set(['database', 'cli']);

/** Folders that any other may import file by file: the shared bottom layers, each file a small helper on its own. */
const DEEP_IMPORTABLE_FOLDERS = new Set(['common', 'config']);

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

/** What `file` (under src) writes, or whose repository it holds, among the tables another folder owns. */
function strayTableWrites(file: string, text: string): string[] {
  const folder = folderOf(file);
  if (TOOL_FOLDERS.has(folder)) return [];
  const strays: string[] = [];
  for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
    if (folder === owner.folder) continue;
    const sqlWrite = new RegExp(
      `\\b(UPDATE|INSERT\\s+INTO|REPLACE\\s+INTO|DELETE\\s+FROM)\\s+\\W?${table}\\b`,
      'i',
    );
    if (sqlWrite.test(text)) strays.push(`${file} writes ${table} in SQL`);
    if (READ_ONLY_FOLDERS.has(folder)) continue;
    for (const entity of owner.entities) {
      const repository = new RegExp(
        `(InjectRepository|getRepository)\\(\\s*${entity}\\s*\\)|forFeature\\(\\[[^\\]]*\\b${entity}\\b`,
      );
      if (repository.test(text)) strays.push(`${file} holds the ${entity} repository`);
    }
  }
  return strays;
}

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

  it('places every feature folder in a layer (an unplaced one would escape the next check)', () => {
    const placed = new Set([...FEATURE_LAYERS.flat(), ...TOOL_FOLDERS, ...DEEP_IMPORTABLE_FOLDERS, ROOT]);
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).filter((folder) => !placed.has(folder))).toEqual([]);
  });

  it('each feature folder imports only folders of lower layers', () => {
    const layerOf = new Map(
      FEATURE_LAYERS.flatMap((folders, layer) => folders.map((f) => [f, layer] as const)),
    );
    const upward: string[] = [];
    for (const [from, targets] of graph) {
      const fromLayer = layerOf.get(from);
      if (fromLayer === undefined) continue;
      for (const [to, file] of targets) {
        const toLayer = layerOf.get(to);
        if (toLayer !== undefined && toLayer >= fromLayer) upward.push(`${from} -> ${to} (${file})`);
      }
    }
    expect(upward).toEqual([]);
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

  it('only its owner folder writes a table (SQL) or holds its repository', () => {
    const strays = sourceFiles().flatMap((file) =>
      file.endsWith('.spec.ts') ? [] : strayTableWrites(file, readFileSync(join(SRC, file), 'utf8')),
    );
    expect(strays).toEqual([]);
  });

  it('the ownership check finds SQL writes and repositories outside the owner, and not reads', () => {
    const claim = "'UPDATE `products` SET `sold` = 1 WHERE `id` = ?'";
    expect(strayTableWrites(join('payments', 'x.ts'), claim)).toHaveLength(1);
    expect(strayTableWrites(join('catalog', 'x.ts'), claim)).toEqual([]);
    expect(strayTableWrites(join('reports', 'x.ts'), '@InjectRepository(Product) products')).toHaveLength(1);
    expect(strayTableWrites(join('reports', 'x.ts'), "'SELECT 1 FROM `orders` WHERE `id` = ?'")).toEqual([]);
  });

  it('the read-only folders write no table', () => {
    const writes = sourceFiles()
      .filter((file) => READ_ONLY_FOLDERS.has(folderOf(file)))
      .filter((file) =>
        /\.(save|insert|update|upsert|delete|softDelete|remove|increment|decrement)\(|\b(UPDATE|INSERT|DELETE)\s/.test(
          readFileSync(join(SRC, file), 'utf8'),
        ),
      );
    expect(writes).toEqual([]);
  });

  it('folders import each other only through their index.ts, and never their own', () => {
    // This file's own examples of strays are strings, not imports.
    const strays = sourceFiles()
      .filter((file) => file !== basename(__filename))
      .flatMap((file) => publicFileStrays(file, readFileSync(join(SRC, file), 'utf8')));
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

  it('services throw domain errors, not HTTP exceptions (the exception filter maps them)', () => {
    const domainErrors = readFileSync(join(SRC, 'common', 'domain-errors.ts'), 'utf8');
    expect(domainErrors).not.toMatch(/from '@nestjs\//);
    const httpInServices = sourceFiles()
      .filter((file) => file.endsWith('.service.ts'))
      .filter((file) => /\b\w*(Exception|HttpStatus)\b/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(httpInServices).toEqual([]);
  });
});
