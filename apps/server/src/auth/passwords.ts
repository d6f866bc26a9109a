import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes): safe and quick enough for a login.
// Algorithm is an ambient const enum (not importable under verbatimModuleSyntax): 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** Checks a password against its stored hash; a malformed hash simply fails. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * A hash of a random password with the same argon2id settings, made once per process: a login for an
 * unknown user id is verified against it, so the answer takes as long as for a known id and the timing
 * does not tell which ids exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(24).toString('base64'), OPTIONS);
  return dummy;
}
