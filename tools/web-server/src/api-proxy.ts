// /api proxied to the API instances, taking turns (balancer.ts). An instance that is leaving (a restart, a scale-down)
// says so on its answers (the API's X-Api-Draining) and is passed over from then on; one that refuses the connection
// had nothing sent to it, so the request goes to the next instance. A restart of one instance at a time thus loses
// no request (bench/rolling-restart.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import httpProxy from 'http-proxy';
import { type Balancer, unreachable } from './balancer.js';

/** The API's header on the answers of an instance that is shutting down (api/src/shutdown.ts). */
export const DRAINING_HEADER = 'x-api-draining';

/**
 * Request bodies up to this size are kept while proxied, so that a refused request can go to another instance; a
 * bigger one (a photo) streams straight through, and a refusal answers 502.
 */
export const RETRY_BODY_LIMIT = 1024 * 1024;

type ApiRequest = IncomingMessage & { apiTarget?: string };

export function createApiProxy(balancer: Balancer, instances: number): RequestHandler {
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  proxy.on('proxyRes', (proxyRes, req: ApiRequest) => {
    if (!proxyRes.headers[DRAINING_HEADER]) return;
    if (req.apiTarget) balancer.failed(req.apiTarget);
    delete proxyRes.headers[DRAINING_HEADER];
  });

  const forward = (req: ApiRequest, res: ServerResponse, body: Buffer | null, triesLeft: number) => {
    const target = balancer.next();
    req.apiTarget = target;
    const buffer = body ? { buffer: Readable.from(body.length > 0 ? [body] : []) } : {};
    proxy.web(req, res, { target, ...buffer }, (error) => {
      if (unreachable(error)) {
        balancer.failed(target);
        if (body && triesLeft > 0 && !res.headersSent) return forward(req, res, body, triesLeft - 1);
      }
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The API is not reachable right now.',
        }),
      );
    });
  };

  return (req, res, next) => {
    if (!req.url.startsWith('/api')) return next();
    keptBody(req).then((body) => forward(req, res, body, instances - 1), next);
  };
}

/** The request's body when it is small enough to keep (empty for none), else null: it is then streamed. */
async function keptBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const length = Number(req.headers['content-length'] ?? 0);
  if (!chunked && length === 0) return Buffer.alloc(0);
  if (chunked || !(length <= RETRY_BODY_LIMIT)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
