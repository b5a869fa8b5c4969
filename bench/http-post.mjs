// POST JSON to a benchmark app as the demo agency's pages do (fetch may not set Host), timing
// from sending to the answer's last byte: the client's own parsing is not the server's time.
import { request } from 'node:http';

/** Answers the parsed body, the time taken and the session cookie a log-in sets. */
export function post(port, url, body, token) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
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
    req.end(JSON.stringify(body));
  });
}
