// docker-compose.yml and deploy/*.json cannot read shared-ui/src/mf/apps.json, where the ports are defined: they
// spell the ports out, and this checks that they spell apps.json's (the web servers themselves take their port
// from it by WEB_NAME, src/server.ts's defaultPort).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { parseOptions } from '../src/server.js';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const APPS = JSON.parse(read('shared-ui/src/mf/apps.json')) as {
  apps: Record<string, unknown>;
  ports: Record<string, { port: number }>;
};
const port = (name: string) => (APPS.ports[name] as { port: number }).port;

/** docker-compose.yml's services, each as the text of its block. */
function composeServices(): Record<string, string> {
  const services = read('docker-compose.yml')
    .split(/^services:\n/m)[1]!
    .split(/^\S/m)[0]!;
  return Object.fromEntries(
    services.split(/^ {2}(?=[\w-]+:\n)/m).flatMap((block) => {
      const name = /^([\w-]+):\n/.exec(block)?.[1];
      return name ? [[name, block]] : [];
    }),
  );
}

/** docker-compose.yml's service `name`, which must be there. */
function serviceOf(services: Record<string, string>, name: string): string {
  const block = services[name];
  assert.ok(block, `docker-compose.yml has a service ${name}`);
  return block;
}

/** The first group `pattern` captures in `text`, which must match. */
function captured(pattern: RegExp, text: string): string {
  const match = pattern.exec(text)?.[1];
  assert.ok(match !== undefined, `${pattern} in ${text}`);
  return match;
}

test("a web server's default port is its app's in apps.json, and its API is on apps.json's API port", () => {
  for (const name of Object.keys(APPS.apps)) {
    assert.equal(parseOptions(['--root', 'dist', '--name', name], {}).port, port(name), name);
  }
  assert.equal(parseOptions(['--root', 'dist'], {}).port, port('shell'));
  assert.equal(parseOptions(['--root', 'dist'], {}).api, `http://127.0.0.1:${port('api')}/`);
  assert.equal(parseOptions(['--root', 'dist', '--name', 'seller'], { PORT: '9000' }).port, 9000);
});

test('docker-compose.yml publishes every app and the API on the ports of apps.json', () => {
  const services = composeServices();
  for (const name of Object.keys(APPS.apps)) {
    const block = serviceOf(services, name);
    assert.match(block, new RegExp(`WEB_NAME: ${name}\\b`), name);
    assert.doesNotMatch(block, /\bPORT:/, `${name}: its port comes from WEB_NAME`);
    assert.match(block, new RegExp(`- '${port(name)}:${port(name)}'`), name);
    // Through the balancer in front of the API instances.
    assert.match(block, new RegExp(`API_URL: http://api-balancer:${port('api')}\\b`), name);
  }
  const api = serviceOf(services, 'api');
  assert.match(api, new RegExp(`PORT: '${port('api')}'`));
  // Its instances publish no port: the balancer does, and sends to the instances' own port.
  assert.doesNotMatch(api, /ports:/);
  const balancer = serviceOf(services, 'api-balancer');
  assert.match(balancer, new RegExp(`- '${port('api')}:${port('api')}'`));
  const nginx = read('deploy/nginx-api.conf');
  assert.match(nginx, new RegExp(`listen ${port('api')};`));
  assert.match(nginx, new RegExp(`http://api:${port('api')};`));
  assert.match(api, new RegExp(`PUBLIC_URL: http://localhost:${port('shell')}\n`));
  const origins = captured(/CORS_ORIGINS: (.*)/, api).split(',');
  assert.deepEqual(
    origins,
    Object.keys(APPS.apps).map((name) => `http://localhost:${port(name)}`),
  );
});

test('the remotes.json examples in deploy/ name the remotes at their apps.json ports', () => {
  const files = readdirSync(new URL('../../../deploy/', import.meta.url)).filter((f) => f.endsWith('.json'));
  assert.ok(files.length > 0);
  for (const file of files) {
    const { remotes } = JSON.parse(read(`deploy/${file}`)) as { remotes: { name: string; entry: string }[] };
    for (const { name, entry } of remotes) {
      assert.equal(entry, `http://localhost:${port(name)}/mf-manifest.json`, `${file}: ${name}`);
    }
  }
});

test('deploy/releases.compose.yml serves every app from its own releases folder, the shell restarted on a release', () => {
  const override = read('deploy/releases.compose.yml');
  for (const name of Object.keys(APPS.apps)) {
    const block = new RegExp(`\n  ${name}:\n((?:    .*\n)+)`).exec(override)?.[1];
    assert.ok(block, `the override names ${name}`);
    assert.match(block, new RegExp(`WEB_RELEASES: /releases/${name}\\b`), name);
    assert.match(block, /WEB_ROOT: ''/, `${name}: the image's build is not served`);
    assert.match(block, /'\.\/deploy\/releases:\/releases:ro'/, name);
    assert.match(block, /restart: unless-stopped/, name);
  }
});

test('the API in docker-compose.yml trusts the X-Forwarded-For of its own proxies only, each at a fixed address', () => {
  const services = composeServices();
  const trusted = captured(/TRUST_PROXY: (.*)/, serviceOf(services, 'api'))
    .split(',')
    .map((entry) => entry.trim());
  // The proxies in front of the API: nginx, and every app's web server (their /api).
  const proxies = ['api-balancer', ...Object.keys(APPS.apps)].map((name) => {
    const address = /ipv4_address: ([\d.]+)/.exec(serviceOf(services, name))?.[1];
    assert.ok(address, `${name} has a fixed address`);
    return address;
  });
  assert.deepEqual([...trusted].sort(), [...proxies].sort());
  // Single addresses in the compose network's subnet, none of them its gateway (.1), which every request to a
  // published port may come from.
  const subnet = /subnet: ([\d.]+)\.0\/24/.exec(read('docker-compose.yml'))?.[1];
  assert.ok(subnet, 'the compose network has a fixed /24 subnet');
  for (const address of trusted) {
    assert.match(address, /^\d+\.\d+\.\d+\.\d+$/, `${address} is one address, not a range`);
    assert.ok(address.startsWith(`${subnet}.`) && address !== `${subnet}.1`, address);
  }
});

test('the API in docker-compose.yml reads the public catalogue from a replica of its own primary', () => {
  const services = composeServices();
  const api = serviceOf(services, 'api');
  const primary = captured(/DATABASE_URL: mysql:\/\/[^@]+@([\w-]+):3306\//, api);
  const replicas = captured(/DATABASE_REPLICA_URLS: (.*)/, api).split(',');
  assert.ok(replicas.length > 0);
  for (const url of replicas) {
    const host = captured(/^mysql:\/\/[^@]+@([\w-]+):3306\/marketplace$/, url.trim());
    const replica = serviceOf(services, host);
    assert.match(replica, new RegExp(`MARIADB_MASTER_HOST: ${primary}\\n`), `${host} replicates ${primary}`);
    assert.match(replica, /--read-only=ON/, `${host} is read-only`);
    assert.match(api, new RegExp(`${host}:\\n\\s+condition: service_healthy`), `the API waits for ${host}`);
  }
  assert.match(serviceOf(services, primary), /--log-bin/, 'the primary keeps a binary log');
});
