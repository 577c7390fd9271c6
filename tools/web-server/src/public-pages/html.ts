// A page's head as HTML, from a plain description of it (page-meta.ts). Everything here may hold what users wrote
// (a car's name and description, a category's name): every value is escaped for where it goes.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * JSON for a <script type="application/ld+json"> block: <, > and & as \u escapes, so that no `</script>` or `<!--`
 * can end or change the block, and U+2028 and U+2029 escaped too (line breaks to older JavaScript parsers). The JSON
 * parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', name: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${name}" content="${escapeHtml(content)}">` : '';

/** What a page's head says (page-meta.ts). */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute URL. */
  canonical?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** Open Graph type: 'website' unless said. */
  type?: 'website' | 'product' | 'profile';
  /** Set only for a page to keep out of search results ('noindex'): such a page gets no preview tags. */
  robots?: 'noindex';
  /** schema.org data blocks. */
  jsonLd?: object[];
}

/**
 * The tags of a page's head. Open Graph and Twitter cards say the same as the title and description, for link
 * previews.
 */
export function headTags(head: PageHead, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
  ];
  if (!head.robots) {
    tags.push(
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:image', head.image),
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.image),
    );
  }
  for (const data of head.jsonLd ?? []) {
    // A data block: browsers do not run it, so the page's CSP (no inline script) is unchanged.
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}

/** The app's page with `head`'s tags: its own <title> replaced, the rest added at the end of <head>. */
export function withHead(html: string, head: PageHead, siteName: string): string {
  const withoutTitle = html.replace(/<title>[^<]*<\/title>\s*/i, '');
  const tags = headTags(head, siteName);
  return withoutTitle.includes('</head>')
    ? // A function, so that a `$&` someone wrote in a car's name is not a replacement pattern.
      withoutTitle.replace('</head>', () => `    ${tags}\n  </head>`)
    : `${tags}\n${withoutTitle}`;
}

/** Where the page's data goes (shell/src/app/server-state.ts reads it back before hydrating). */
export const SERVER_STATE_ID = 'server-state';

/**
 * The app's page with its #root rendered on the server: `html` the root's content, `styles` elements for the head,
 * `state` the data it was rendered with, as a JSON data block (not run, so the page's CSP needs no inline script),
 * escaped like JSON-LD so that nothing a user wrote can end the block.
 */
export function withBody(
  page: string,
  { html, styles, state }: { html: string; styles: string; state: unknown },
): string {
  const stateBlock = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(state)}</script>`;
  // The root holds the boot placeholder (shell/src/index.html), whose last </div> is the page's last one.
  return page
    .replace('</head>', () => `${styles}</head>`)
    .replace(/<div id="root">[\s\S]*<\/div>/, () => `<div id="root">${html}</div>${stateBlock}`);
}

/** Where the page carries the remotes' tables of pages (shell/src/app/server-state.ts reads it back). */
export const REMOTE_TABLES_ID = 'remote-pages';
/** Where the page carries the remotes it uses, as remotes.json lists them (shell/src/app/server-state.ts). */
export const PAGE_REMOTES_ID = 'page-remotes';

/**
 * The app's page with, as JSON data blocks, the remotes it uses (each at the release the server rendered with) and
 * their tables of pages: the browser loads those releases and routes as the server did, without reading remotes.json
 * and each remote's pages.json first. Only the browsers' addresses: never the server's own (`serverEntry`).
 */
export function withRemotes(
  page: string,
  remotes: readonly { name: string; entry: string }[],
  tables: Record<string, unknown>,
): string {
  const listed = { remotes: remotes.map(({ name, entry }) => ({ name, entry })) };
  const blocks =
    `<script type="application/json" id="${PAGE_REMOTES_ID}">${jsonForScript(listed)}</script>` +
    `<script type="application/json" id="${REMOTE_TABLES_ID}">${jsonForScript(tables)}</script>`;
  return page.includes('</body>') ? page.replace('</body>', () => `${blocks}</body>`) : `${page}${blocks}`;
}
