// Where a server-rendered page carries the data it was rendered with: a `<script type="application/json">` data
// block with this id, written by the shell's web server (tools/web-server/server-render) and read before hydrating.
export const SERVER_STATE_ID = 'server-state';

/**
 * Where every page the shell's web server sends carries the remotes' tables of pages it read (a data block like the
 * state), so that the browser routes as the server rendered without reading the tables again.
 */
export const REMOTE_TABLES_ID = 'remote-pages';

/**
 * Where every page the shell's web server sends carries the remotes it uses, as remotes.json lists them but each at
 * the release the server rendered with: the browser then loads the same release, even during a deploy.
 */
export const PAGE_REMOTES_ID = 'page-remotes';
