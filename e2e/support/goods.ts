// Goods set up through the API for the browser tests: a signed-in API client, trays of the tests' own and
// goods on them, so a flow moves only what it made (the demo goods stay as other flows expect them).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export interface Api {
  token: string;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body: unknown): Promise<T>;
}

/** Signs in through the API. */
export async function apiLogin(request: APIRequestContext, user: { user_id: string; password: string }): Promise<Api> {
  const login = await request.post('/api/v1/users/login', { data: user });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    async get<T>(path: string) {
      const response = await request.get(`/api/v1/${path}`, { headers });
      expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    async post<T>(path: string, body: unknown) {
      // A fresh request key per call, as a screen sends one per form: money documents are refused without one.
      const response = await request.post(`/api/v1/${path}`, { headers: { ...headers, 'idempotency-key': randomUUID() }, data: body });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
  };
}

/** A short random tag, so codes made by one run never meet another's. */
export const runTag = (): string => Math.random().toString(36).slice(2, 6).toUpperCase();

/** A display tray (warehouse KC) of the store, made for a test. */
export async function makeTray(api: Api, kode_baki: string, kode_toko = 'T01', berat_baki = '100.000'): Promise<string> {
  await api.post('baki/add', { kode_baki, nama_baki: `UJI ${kode_baki}`, kode_gudang: 'KC', kode_toko, berat_baki });
  return kode_baki;
}

export interface Goods {
  kode_barcode: string;
  nama_barang: string;
  berat: string;
}

/** Adds a 17K ring of the given weight on a tray (with a tag, plastic and a stone as tare). */
export async function addGoods(api: Api, kode_baki: string, berat: string, nama = 'CINCIN UJI E2E'): Promise<Goods> {
  const answer = await api.post<{ data: { kode_barcode: string } }>('tambah-barang', {
    kode_kategori: '17K',
    kode_jenis: 'CIN17',
    kode_lokasi_toko: kode_baki,
    tipe_barang: 'A',
    nama_barang: nama,
    berat,
    berat_asli: berat,
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '73',
    tujuan: 'T01',
    berat_cad: '0',
    berat_susut: '0',
    susut_tukang: '0',
    nama_atribut: 'BATU ZIRKON',
    berat_atribut: '0.120',
    berat_bandrol: '0.200',
    berat_plastik: '0.100',
  });
  return { kode_barcode: answer.data.kode_barcode, nama_barang: nama, berat };
}

/** Where an item is now, as the goods record says. */
export async function barang(
  api: Api,
  kode_barcode: string,
): Promise<{ kode_baki: string; posisi: string; berat: string; kode_group: string; kode_dept: string }> {
  return (
    await api.get<{ data: { kode_baki: string; posisi: string; berat: string; kode_group: string; kode_dept: string } }>(
      `barang/get/by-kode-barcode/${kode_barcode}`,
    )
  ).data;
}
