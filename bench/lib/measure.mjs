// One autocannon run measured from every response's own latency (autocannon reports no p95): `url` one address or
// several (autocannon spreads its connections over them), `next` the path of each request (else the URL's own).
import autocannon from 'autocannon';
import { quantile } from './results.mjs';

/**
 * Answers requests, req/s, p50/p95/p99/max (ms) and failures (non-2xx, errors, timeouts), with what they were
 * (`failed`: e.g. `{ '404': 2, timeouts: 1 }`).
 */
export function measureLoad({ url, seconds, clients, next }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const failed = {};
    const count = (what, times = 1) => {
      if (times > 0) failed[what] = (failed[what] ?? 0) + times;
    };
    const requests = next ? [{ setupRequest: (request) => ({ ...request, path: next() }) }] : undefined;
    const instance = autocannon(
      { url, duration: seconds, connections: clients, requests },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          rps: result.requests.total / seconds,
          p50: quantile(latencies, 0.5),
          p95: quantile(latencies, 0.95),
          p99: quantile(latencies, 0.99),
          max: latencies.at(-1) ?? 0,
          failures: result.non2xx + result.errors + result.timeouts,
          failed: (count('errors', result.errors), count('timeouts', result.timeouts), failed),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      if (status < 200 || status > 299) count(String(status));
    });
  });
}
