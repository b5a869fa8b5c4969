// POST JSON (or GET) to the forked app as the demo agency's host (fetch may not set Host), as a page's
// fetch would send it. Answers the body, the time from sending to the last byte received (the
// client's own parsing of the answer is not the server's time) and the session a log-in set.
import { request } from 'node:http';

export function timedPost(port, path, body, token, method = 'POST') {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: 'demo.localhost',
          'content-type': 'application/json',
          'x-requested-with': 'fetch',
          ...(token ? { cookie: `x-access-token=${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const elapsed = performance.now() - started;
          const cookies = [res.headers['set-cookie'] ?? []].flat();
          const session = cookies.map((c) => /^x-access-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
          resolve({ json: JSON.parse(Buffer.concat(chunks).toString('utf8')), elapsed, session });
        });
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : JSON.stringify(body));
  });
}
