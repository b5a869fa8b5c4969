import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request Mailgun's stand-in received: path, headers and the parsed multipart form. */
export interface MailgunRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: FormData;
}

/** How the stand-in answers: status and JSON body, or never (a timeout). */
export type MailgunAnswer = { status: number; body: object } | 'hang';

/**
 * A local HTTP server in Mailgun's place (node:http): records every request and answers as told,
 * by default Mailgun's success `{ id, message }`.
 */
export async function fakeMailgun() {
  const requests: MailgunRequest[] = [];
  let answer: MailgunAnswer = {
    status: 200,
    body: { id: '<20261124.1@mg.example.com>', message: 'Queued. Thank you.' },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const form = await new Response(body, {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        }).formData();
        requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
        if (answer === 'hang') return;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: MailgunAnswer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
