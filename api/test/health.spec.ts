import request from 'supertest';
import type { ApiErrorBody, HealthStatus } from '@usedcars/contract/types';
import { createTestApp, type TestApp } from './create-test-app';

describe('app foundation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('GET /api/health reports the API and database up', async () => {
    const response = await request(testApp.http).get('/api/health').expect(200);
    const body = response.body as HealthStatus;
    expect(body).toEqual({
      status: 'ok',
      database: 'up',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      searchIndex: expect.stringMatching(/^(loading|ready)$/),
    });
  });

  it('answers unknown routes with the ApiErrorBody shape', async () => {
    const response = await request(testApp.http).get('/api/no-such-route').expect(404);
    const body = response.body as ApiErrorBody;
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it('answers malformed JSON with a 400 in the ApiErrorBody shape', async () => {
    const response = await request(testApp.http)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('sets security headers and allows only the configured origins, exposing X-Total-Count', async () => {
    const allowed = await request(testApp.http).get('/api/health').set('Origin', 'http://localhost:8080');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(allowed.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['x-powered-by']).toBeUndefined();

    const other = await request(testApp.http).get('/api/health').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document and UI under /api/docs', async () => {
    const json = await request(testApp.http).get('/api/docs-json').expect(200);
    expect(Object.keys((json.body as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/products', '/api/product/{id}', '/api/categories']),
    );
    await request(testApp.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('reports the database down as degraded with 503', async () => {
    const fresh = await createTestApp({ seed: false });
    await fresh.dataSource.destroy();
    const response = await request(fresh.http).get('/api/health').expect(503);
    expect(response.body).toEqual({
      status: 'degraded',
      database: 'down',
      version: expect.any(String),
      searchIndex: expect.any(String),
    });
    await fresh.close();
  });
});
