// What a remote tells the shell about its pages, at run time: each remote keeps its own table (src/app/pages.ts),
// its build exposes the table's modules and writes the table to pages.json next to its mf-manifest.json, and the
// shell and its server read that file at start and on Retry. So a remote adds, renames or removes a page without the
// shell being rebuilt; the shell keeps where each remote is mounted and who may open it (shell/src/app/remote-routes.ts).
// Adding a page: an entry in the remote's table, its file src/exposed/<module>.tsx, and that file in the remote's
// src/app/page-components.ts (typed by the table, so a page listed without one does not compile).

/** The file, next to a remote's mf-manifest.json, holding its table as JSON. */
export const PAGES_FILE = 'pages.json';

/** A page at a top-level path of the site. */
export interface RemotePageDefinition {
  path: string;
  /** The expose, `./<module>`, and its file, src/exposed/<module>.tsx. */
  module: string;
  /** Logged-in only: anyone else goes to /login and comes back after logging in. */
  requireLogin?: boolean;
  /**
   * The page renders without antd, so the shell does not load antd before it (the home, /cars and product pages:
   * antd's runtime alone is more than the home page's first-load budget). Their antd parts (the filters, dialogs)
   * bring it in their own AntdOnDemand. Every other remote page renders inside AntdScope.
   */
  withoutAntd?: boolean;
  /**
   * A public page, the same for every visitor: the shell's server renders it, fills its head and lists it in the
   * sitemap. Every other page is kept out of search engines (robots.txt).
   */
  indexed?: boolean;
  /** A public page's title, for its head where the shell's server has no description of its own for the page. */
  title?: string;
}

/** A page of a console section. */
export interface RemoteSectionPage {
  /** Relative to the section's path. */
  path: string;
  module: string;
  /** The page's entry in the console's menu. */
  title: string;
  /** False for a page reached from another (a listing's edit page), not from the menu. */
  inMenu?: boolean;
}

/**
 * A console: every path under `path` renders inside the remote's exposed layout (side menu and <Outlet/>). Where it
 * is mounted and for which role is the shell's to say; `path` is where the remote's own links expect it.
 */
export interface RemoteSectionDefinition {
  path: string;
  /** The exposed layout route component. */
  layout: string;
  /** Pages inside the layout, with paths relative to the section, in the order of the console's menu. */
  pages: readonly RemoteSectionPage[];
}

/** What one remote serves: top-level pages, or one console section. */
export type RemotePages =
  | { pages: readonly RemotePageDefinition[]; section?: never }
  | { section: RemoteSectionDefinition; pages?: never };

/** The module names a section's remote exposes: its layout and every page in it. */
export type SectionModule<Section extends RemoteSectionDefinition> =
  Section['layout'] | Section['pages'][number]['module'];

/** A console's menu: each page of the section meant for it, in the table's order, under its title. */
export function sectionMenu(section: RemoteSectionDefinition): { to: string; label: string }[] {
  return section.pages
    .filter((page) => page.inMenu !== false)
    .map((page) => ({ to: `${section.path}/${page.path}`, label: page.title }));
}

/** Every module a remote's table names, in the order it lists them. */
export function exposedModules({ pages, section }: RemotePages): string[] {
  if (section) return [section.layout, ...section.pages.map((page) => page.module)];
  return pages.map((page) => page.module);
}

const MODULE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isFlag = (value: unknown) => value === undefined || typeof value === 'boolean';

function isPage(value: unknown): value is RemotePageDefinition {
  const page = value as Record<string, unknown>;
  return (
    typeof page === 'object' &&
    page !== null &&
    isText(page.path) &&
    page.path.startsWith('/') &&
    isText(page.module) &&
    MODULE_NAME.test(page.module) &&
    isFlag(page.requireLogin) &&
    isFlag(page.withoutAntd) &&
    isFlag(page.indexed) &&
    (page.title === undefined || isText(page.title))
  );
}

function isSectionPage(value: unknown): value is RemoteSectionPage {
  const page = value as Record<string, unknown>;
  return (
    typeof page === 'object' &&
    page !== null &&
    isText(page.path) &&
    !page.path.startsWith('/') &&
    isText(page.module) &&
    MODULE_NAME.test(page.module) &&
    isText(page.title) &&
    isFlag(page.inMenu)
  );
}

/**
 * A remote's pages.json as a table, or null when it is not one: the shell then treats the remote as unavailable
 * rather than routing from a table it cannot trust.
 */
export function parseRemotePages(json: unknown): RemotePages | null {
  if (typeof json !== 'object' || json === null) return null;
  const { pages, section } = json as { pages?: unknown; section?: unknown };
  if (Array.isArray(pages) && section === undefined) {
    return pages.every(isPage) ? { pages } : null;
  }
  const candidate = section as Partial<RemoteSectionDefinition> | undefined;
  if (
    pages === undefined &&
    typeof candidate === 'object' &&
    candidate !== null &&
    isText(candidate.path) &&
    candidate.path.startsWith('/') &&
    isText(candidate.layout) &&
    MODULE_NAME.test(candidate.layout) &&
    Array.isArray(candidate.pages) &&
    candidate.pages.every(isSectionPage)
  ) {
    return { section: { path: candidate.path, layout: candidate.layout, pages: candidate.pages } };
  }
  return null;
}
