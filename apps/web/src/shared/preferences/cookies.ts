/**
 * Reads a cookie the page may read (never the HttpOnly session cookie). An empty value is no
 * cookie: it is what `deleteCookie` writes, and a browser may still list it for the instant
 * before it expires.
 */
export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.length > 0 && rest.join('') !== '' ? decodeURIComponent(rest.join('=')) : null;
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
