// The one rule for a password being set: adding a user, changing one's own, an owner's reset and the
// create-owner command. It is not applied at login, so passwords set before the rule (the demo users')
// keep working until their owners change them.
//
// A shop's back office is reached from shared counter PCs and, behind a proxy, from the internet: the rule
// refuses what an attacker tries first (the commonest passwords, one character repeated, a run of the
// keyboard or the alphabet, the shop's own words, the user's id), not what a person finds hard to type.
import { MESSAGES } from '../messages.ts';

/** Fewest characters of a new password (the API and the create-owner command agree). */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters: argon2 takes any length, the limit only keeps requests small. */
export const PASSWORD_MAX_LENGTH = 200;

// The commonest passwords of the public breach lists (lower-cased), plus Indonesian and gold-shop words.
// A password whose letters before a trailing run of digits or symbols are one of these is refused too
// ('password1', 'kencana2026!', 'admin123').
const COMMON = new Set([
  '123456',
  '123456789',
  '12345678',
  '12345',
  '1234567',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '888888',
  '121212',
  '112233',
  '123321',
  '147258369',
  '159753',
  '987654321',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'qazwsx',
  'q1w2e3r4',
  'password',
  'passw0rd',
  'p@ssw0rd',
  'pass',
  'admin',
  'administrator',
  'root',
  'user',
  'guest',
  'login',
  'welcome',
  'letmein',
  'iloveyou',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'shadow',
  'superman',
  'batman',
  'michael',
  'jessica',
  'charlie',
  'donald',
  'freedom',
  'whatever',
  'trustno1',
  'hello',
  'secret',
  'default',
  'changeme',
  'test',
  'testing',
  'abc',
  'abcd',
  'abcdef',
  'abc123',
  'aaaaaa',
  'zaq12wsx',
  'starwars',
  'computer',
  'internet',
  'samsung',
  'google',
  'mustang',
  'access',
  'killer',
  'ninja',
  'azerty',
  'solo',
  'flower',
  'lovely',
  'hottie',
  'loveme',
  'cookie',
  'cheese',
  'pokemon',
  // Indonesian and the shop's own words.
  'rahasia',
  'sayang',
  'sayangku',
  'cinta',
  'bismillah',
  'indonesia',
  'jakarta',
  'bandung',
  'surabaya',
  'merdeka',
  'katasandi',
  'sandi',
  'kencana',
  'emas',
  'tokoemas',
  'toko',
  'emas24',
  'owner',
  'kasir',
  'gudang',
]);

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

/** One character repeated ('aaaaaaaa', '11111111'), or a pair repeated ('abababab', '12121212'). */
function isRepetition(text: string): boolean {
  return /^(.)\1+$/.test(text) || /^(..)\1+$/.test(text);
}

/** A run of the alphabet, the digits or a keyboard row, either way ('12345678', 'abcdefgh', 'poiuytre'). */
function isSequence(text: string): boolean {
  if (text.length < 4) return false;
  return KEYBOARD_ROWS.some((row) => row.includes(text) || [...row].reverse().join('').includes(text));
}

/** True when the password is one an attacker tries first. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || isRepetition(lower) || isSequence(lower)) return true;
  // The base word before trailing digits and symbols: 'password1', 'kencana2026!', '12345678!'.
  const base = lower.replace(/[^a-z]+$/, '');
  if (
    base !== lower &&
    (base === '' ? isRepetition(lower.replace(/[^0-9]/g, '')) || isSequence(lower.replace(/[^0-9]/g, '')) : COMMON.has(base))
  )
    return true;
  return false;
}

/**
 * Why a new password is refused, or null when it may be set. `userId` is the account's id: a password
 * holding it (whatever the case) is the first guess at that account. `tooShort` lets the change-password
 * form say 'Password Baru …'.
 */
export function passwordProblem(password: string, userId?: string, tooShort: string = MESSAGES.passwordMinimal): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTerlaluPanjang;
  const id = userId?.trim().toLowerCase() ?? '';
  const lower = password.toLowerCase();
  // An id of one or two letters would forbid too much; those only may not be the whole password.
  if (id !== '' && (lower === id || (id.length >= 3 && lower.includes(id)))) return MESSAGES.passwordMengandungUserId;
  if (isCommonPassword(password)) return MESSAGES.passwordTerlaluUmum;
  return null;
}
