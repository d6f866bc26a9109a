// Creates the first owner account of a real deployment (and its store when the database has none):
//   npm run create-owner -- --user-id budi --name "Budi Santoso" --toko T01 --nama-toko "TOKO EMAS BUDI"
// The password is asked twice on the terminal, or read from the KENCANA_OWNER_PASSWORD variable.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { passwordProblem } from '@kencana/core';
import { prepareDatabase } from '../bootstrap.ts';
import { storeToday, systemClock } from '../clock.ts';
import { tokos, users } from '../db/schema/index.ts';
import { loadEnv, ownerPasswordFromEnv } from '../env.ts';
import { hashPassword } from '../auth/passwords.ts';

const { values } = parseArgs({
  options: {
    'user-id': { type: 'string' },
    name: { type: 'string' },
    toko: { type: 'string' },
    'nama-toko': { type: 'string' },
    alamat: { type: 'string', default: '' },
  },
});

async function askPassword(): Promise<string> {
  const fromEnv = ownerPasswordFromEnv();
  if (fromEnv) return fromEnv;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const first = await rl.question('Password: ');
  const second = await rl.question('Ulangi password: ');
  rl.close();
  if (first !== second) throw new Error('Password tidak sama');
  return first;
}

const userId = values['user-id'];
const kodeToko = values.toko;
if (!userId || !kodeToko) {
  console.error('Pakai: npm run create-owner -- --user-id ID --name "NAMA" --toko KODE [--nama-toko "NAMA TOKO"] [--alamat "ALAMAT"]');
  process.exit(2);
}
const password = await askPassword();
// The API's one password rule (core domain/password.ts): the first owner is the account most worth guessing.
const problem = passwordProblem(password, userId);
if (problem) {
  console.error(problem);
  process.exit(2);
}
// A real deployment does not want the demo chain: never seed from here.
const env = { ...loadEnv(), SEED_DEMO: false };
const database = await prepareDatabase(env);
const db = database.db;
const [store] = await db.select().from(tokos).where(eq(tokos.kode_toko, kodeToko));
if (!store) {
  if (!values['nama-toko']) {
    console.error(`Toko ${kodeToko} belum ada: berikan --nama-toko untuk membuatnya`);
    process.exit(2);
  }
  await db.insert(tokos).values({
    kode_toko: kodeToko,
    nama_toko: values['nama-toko'].toUpperCase(),
    alamat_toko: (values.alamat ?? '').toUpperCase(),
    tgl_system: storeToday(systemClock, env.TZ_STORE),
  });
}
const [existing] = await db.select().from(users).where(eq(users.user_id, userId));
if (existing) {
  console.error(`User ${userId} sudah ada`);
  process.exit(1);
}
await db.insert(users).values({
  user_id: userId,
  user_name: (values.name ?? userId).toUpperCase(),
  password_hash: await hashPassword(password),
  level: 'OWN',
  kode_toko: kodeToko,
});
console.log(`Owner ${userId} dibuat untuk toko ${kodeToko}.`);
await database.close();
