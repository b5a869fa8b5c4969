import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from './log-serializers';
import { OneLineRequestLog } from './request-log';

/** An app logging as the real one does, into an array of parsed lines. */
async function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, serializers: { req: serializeRequest } },
    logController: new OneLineRequestLog(),
  });
  app.get('/api/things', async () => ({ ok: true }));
  app.post('/api/login', async (_request, reply) =>
    reply.header('set-cookie', 'session=cookie-secret; HttpOnly').send({}),
  );
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request, when answered, with the URL masked', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({
      method: 'GET',
      url: '/api/things?token=secret-value',
      headers: { host: 'demo.localhost' },
    });
    expect(res.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/things?token=[redacted]', host: 'demo.localhost' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    expect(lines[1]).toMatchObject({ req: { url: '/nowhere' }, res: { statusCode: 404 } });
    await app.close();
  });

  it('logs no header of the answer: a session cookie never reaches the logs', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.headers['set-cookie']).toContain('cookie-secret');
    expect(lines).toEqual([expect.objectContaining({ res: { statusCode: 200 } })]);
    expect(JSON.stringify(lines)).not.toContain('cookie-secret');
    await app.close();
  });
});
