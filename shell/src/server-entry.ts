// The shell's server render, built for Node (dist/server/server.js, rsbuild.config.ts) and called by the shell's
// web server for each public page. Plain code here: the shared modules (React, the router, shared-ui) load
// asynchronously through Module Federation, as in the browser's entry, so the render itself is imported.
import type { RenderRequest, RenderResult } from './server/render-page';

export type { RenderRequest, RenderResult };

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./server/render-page');
  return render(request);
}
