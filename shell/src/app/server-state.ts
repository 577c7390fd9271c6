// Where a server-rendered page carries the data it was rendered with: a `<script type="application/json">` data
// block with this id, written by the shell's web server (tools/web-server/server-render) and read before hydrating.
export const SERVER_STATE_ID = 'server-state';
