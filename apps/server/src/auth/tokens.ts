import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token (256 random bits). Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the sessions table keeps of a token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
