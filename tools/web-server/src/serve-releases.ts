// Serving an app from its releases folder (releases.ts) rather than from one build:
//
// - every request that is not one of the two below goes to the current release, served as createApp serves a build,
//   and a new `current` is served from the next request on, without a restart;
// - GET /release.json names the current version, so that the shell's server can render with a remote's version
//   and send the browser the same one (public-pages/remote-versions.ts);
// - GET /releases/<version>/… serves any kept release's files at an address of their own, which never changes
//   meaning (cached as immutable);
// - a content-hashed file the current release lacks is looked for in the kept releases: a tab opened before a deploy
//   still loads its lazy chunks.
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { currentVersion, isVersion, listReleases } from './releases.js';

export const RELEASE_INFO_PATH = '/release.json';
export const RELEASES_PATH = '/releases';

/**
 * Whether a URL path is inside the top-level `folder`, as the static files see it (decoded: /%73erver/ is /server/);
 * a path that does not decode is counted in, so that it is never served.
 */
export function inFolder(urlPath: string, folder: string): boolean {
  try {
    return decodeURIComponent(urlPath).startsWith(`/${folder}/`);
  } catch {
    return true;
  }
}

/** Cache-Control of a file whose address holds its version or its content hash. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ReleasesOptions {
  releasesDir: string;
  /** Open the files to every origin (a remote). */
  cors: boolean;
  /** The app serving one release (createApp's, given its folder and the older releases' folders). */
  appFor: (root: string, olderRoots: () => Promise<string[]>) => RequestHandler;
  /** The secure headers every answer carries (createApp's own, for the answers made here). */
  headers: RequestHandler;
  /**
   * Serve this release, however `current` moves (null: none, 503): for an app whose server render loads its build
   * into this process, which cannot load a second version beside the first. Such a server is restarted on a deploy
   * instead (server.ts).
   */
  pinned?: string | null;
  /** Folders of a release that are never served (the shell's server code). */
  privateFolders?: string[];
}

/** The request handler of an app served from its releases: 503 until a first release exists. */
export function serveReleases({
  releasesDir,
  cors,
  appFor,
  headers,
  pinned,
  privateFolders = [],
}: ReleasesOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(headers);

  const olderRoots = async () => {
    const current = await served();
    return (await listReleases(releasesDir))
      .filter((version) => version !== current)
      .reverse()
      .map((version) => path.join(releasesDir, version));
  };

  /** The app of each release served so far: made once, when its release first becomes current. */
  const apps = new Map<string, RequestHandler>();
  /** The release served now. */
  const served = async (): Promise<string | null> =>
    pinned === undefined ? await currentVersion(releasesDir) : pinned;

  app.get(RELEASE_INFO_PATH, async (_req, res) => {
    const version = await served();
    res.setHeader('Cache-Control', 'no-cache');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (!version) return res.status(404).json({ message: 'No release is deployed yet.' });
    res.json({ version });
  });

  const kept = new Map<string, RequestHandler>();
  const notFound = (res: express.Response) => res.status(404).type('text/plain').send('Not found');
  app.use(`${RELEASES_PATH}/:version`, compression(), async (req, res) => {
    const { version } = req.params as { version: string };
    const releases = await listReleases(releasesDir);
    if (!isVersion(version) || !releases.includes(version)) return notFound(res);
    if (privateFolders.some((folder) => inFolder(req.path, folder))) return notFound(res);
    let serve = kept.get(version);
    if (!serve) {
      for (const gone of kept.keys()) if (!releases.includes(gone)) kept.delete(gone);
      serve = express.static(path.join(releasesDir, version), {
        index: false,
        setHeaders: (response) => {
          response.setHeader('Cache-Control', IMMUTABLE);
          if (cors) response.setHeader('Access-Control-Allow-Origin', '*');
        },
      });
      kept.set(version, serve);
    }
    serve(req, res, () => notFound(res));
  });

  app.use(async (req, res, next) => {
    const version = await served();
    if (!version) {
      res.status(503).setHeader('Retry-After', '10');
      return res.type('text/plain').send('No release of this app is deployed yet.');
    }
    let serve = apps.get(version);
    if (!serve) {
      serve = appFor(path.join(releasesDir, version), olderRoots);
      apps.set(version, serve);
      // Only the current release's app is needed from here on: the others' caches can go.
      for (const other of apps.keys()) if (other !== version) apps.delete(other);
    }
    serve(req, res, next);
  });
  return app;
}
