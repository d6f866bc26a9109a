// The services module's face: what another module or a composition layer (demo, dashboard) may use.
export { SERVIS_DEPT, simpan as simpanService, proses as prosesService, selesai as selesaiService } from './services.service.ts';
