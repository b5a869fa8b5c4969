import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
/** `algorithm: 2` is Argon2id (a const enum in the library's types). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
