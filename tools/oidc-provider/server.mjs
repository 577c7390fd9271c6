#!/usr/bin/env node
// A real OpenID Connect provider on loopback (the `oidc-provider` package): the local stand-in for Google
// in `npm start` and in the tests. It speaks the same protocol the API uses against Google (discovery,
// authorization code with PKCE, signed ID tokens), with a small sign-in page of its own that says what it is.
//
//   node tools/oidc-provider/server.mjs --port 3001 --redirect-uri http://localhost:8080/api/auth/oidc/callback
//
// --port 0 picks a free port. When listening it prints one line: `OIDC_PROVIDER_READY <issuer-url>`.
// Accounts live in memory: whoever signs in with an email is that account, with email_verified true.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';

/**
 * oidc-provider warns, in bold on every start, about what this stand-in is on purpose: it runs on Node 20 (the
 * product's floor in package.json's engines, which oidc-provider 9 calls unsupported while working on it; this
 * provider's sign-in tests run on it) and keeps its state in memory, gone with the process. Only those two
 * warnings are dropped; any other still prints.
 */
const EXPECTED_WARNINGS = [
  'oidc-provider WARNING: Unsupported runtime.',
  'oidc-provider WARNING: a quick start development-only in-memory adapter is used',
];
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === 'string' && EXPECTED_WARNINGS.some((expected) => args[0].includes(expected))) return;
  warn(...args);
};
// Imported after the filter: the runtime warning is printed while the module loads.
const { default: Provider } = await import('oidc-provider');

export const LOCAL_CLIENT = { id: 'usedcars-local', secret: 'usedcars-local-secret' };
const SCOPE = 'openid email profile';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
 body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;display:grid;place-items:center;min-height:100vh}
 main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002;width:min(24rem,90vw)}
 .note{background:#fff7e6;border:1px solid #ffd591;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}
 label{display:block;margin-top:1rem;font-weight:600} input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem}
 button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer}
 .error{color:#cf1322;margin-top:.75rem}
</style></head><body><main>${body}</main></body></html>`;
}

function loginPage(uid, clientName, { email = '', name = '', error = '' } = {}) {
  return page(
    'Sign in: local OpenID provider',
    `<h1>Sign in</h1>
<p class="note" role="note">Local test provider: a stand-in for Google sign-in on this machine. Any email signs in; no password.</p>
<p>to continue to <strong>${escapeHtml(clientName)}</strong></p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
 <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
 <label for="name">Name</label><input id="name" name="name" autocomplete="name" value="${escapeHtml(name)}">
 ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
 <button type="submit">Sign in</button>
</form>`,
  );
}

/** The account id is a stable hash of the email, like a provider's opaque subject identifier. */
export function subjectFor(email) {
  return createHash('sha256').update(email).digest('hex').slice(0, 24);
}

export function createProvider(issuer, redirectUris) {
  const accounts = new Map();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT.id,
        client_secret: LOCAL_CLIENT.secret,
        client_name: 'UsedCars marketplace',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    // Like Google: the ID token itself carries the email and name the scopes ask for.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Throwaway keys per run, for cookies and for signing ID tokens: nothing outlives the process.
    cookies: { keys: [createHash('sha256').update(`${issuer}${process.pid}${Date.now()}`).digest('hex')] },
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    // Lifetimes in seconds, given rather than left to defaults that print a notice when first used.
    ttl: {
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // Our own first-party client: consent is implied, as it is for a company's own sign-in.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Sign-in error</h1><p role="alert">${escapeHtml(out.error_description ?? out.error)}</p>`,
      );
    },
  });

  const app = express();
  app.disable('x-powered-by');
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  app.get('/interaction/:uid', async (req, res, next) => {
    try {
      const { uid, prompt, params } = await provider.interactionDetails(req, res);
      if (prompt.name !== 'login') {
        return await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      }
      const client = await provider.Client.find(params.client_id);
      res.type('html').send(loginPage(uid, client?.clientName ?? params.client_id));
    } catch (err) {
      next(err);
    }
  });

  app.post('/interaction/:uid/login', form, async (req, res, next) => {
    try {
      const { uid, params } = await provider.interactionDetails(req, res);
      const email = String(req.body?.email ?? '')
        .trim()
        .toLowerCase();
      const name = String(req.body?.name ?? '')
        .trim()
        .slice(0, 80);
      if (!EMAIL.test(email) || email.length > 254) {
        const client = await provider.Client.find(params.client_id);
        res.status(400).type('html');
        return res.send(
          loginPage(uid, client?.clientName ?? params.client_id, {
            email,
            name,
            error: 'Enter a valid email address.',
          }),
        );
      }
      const accountId = subjectFor(email);
      accounts.set(accountId, { email, name: name || email.split('@')[0] });
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      next(err);
    }
  });

  app.use(provider.callback());
  return app;
}

export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: env.OIDC_PROVIDER_PORT ?? '3001' },
      host: { type: 'string', default: '127.0.0.1' },
      'redirect-uri': {
        type: 'string',
        multiple: true,
        default: env.OIDC_REDIRECT_URIS ? env.OIDC_REDIRECT_URIS.split(',') : [],
      },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`oidc-provider: --port must be a port number, got "${values.port}"`);
  const redirectUris = values['redirect-uri'];
  if (redirectUris.length === 0)
    throw new Error('oidc-provider: give at least one --redirect-uri (or OIDC_REDIRECT_URIS)');
  for (const uri of redirectUris) new URL(uri);
  return { port, host: values.host, redirectUris };
}

async function main() {
  let options;
  try {
    options = parseOptions();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  }
  // Listen first, so that --port 0 knows its port before the issuer URL is fixed.
  const server = createServer();
  server.on('error', (err) => {
    console.error(
      `oidc-provider: ${err.code === 'EADDRINUSE' ? `port ${options.port} is already in use` : err.message}`,
    );
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const issuer = `http://${options.host}:${server.address().port}`;
    server.on('request', createProvider(issuer, options.redirectUris));
    console.log(`OIDC_PROVIDER_READY ${issuer}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
