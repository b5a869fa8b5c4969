// A small OAuth 2.0 provider for the end-to-end journeys (never an outside service): a consent
// page with two test profiles, the code exchange and the user-info call.
import { createServer } from 'node:http';

const port = Number(process.env.OAUTH_PORT ?? 3199);
const PROFILES = {
  lucia: { sub: 'g-lucia', name: 'Lucia Fernandes', email: 'lucia.social@example.test', email_verified: true },
  noemail: { sub: 'g-noemail', name: 'Noel Noemail' },
};

function page(html) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body>${html}</body></html>`;
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/authorize') {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const back = (code) =>
      `${redirect}${redirect.includes('?') ? '&' : '?'}code=${code}&state=${encodeURIComponent(state)}`;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      page(`<h1>Test provider</h1><p>client ${url.searchParams.get('client_id')}</p>
      <a href="${back('lucia')}">Continue as Lucia</a> <a href="${back('noemail')}">Continue without e-mail</a>`),
    );
    return;
  }
  if (url.pathname === '/token' && req.method === 'POST') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const code = form.get('code') ?? '';
    if (form.get('client_secret') !== 'e2e-google-secret' || !(code in PROFILES)) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_grant' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ access_token: `at-${code}`, token_type: 'Bearer' }));
    return;
  }
  if (url.pathname === '/userinfo') {
    const profile = PROFILES[(req.headers.authorization ?? '').replace('Bearer at-', '')];
    res.writeHead(profile ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(profile ?? { error: 'invalid_token' }));
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200);
    res.end('ok');
    return;
  }
  res.writeHead(404);
  res.end();
}).listen(port, '127.0.0.1');
