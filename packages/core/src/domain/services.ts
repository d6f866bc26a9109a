// The states of a service (a customer's piece in for repair): shared by its contract and its reports, kept
// apart from the contract so a report definition (loaded with the shell's route table) pulls in no schemas.

/** The states of a service, in order (masuk → diproses, optionally at a craftsman → selesai → diambil, or batal); DIAMBIL and BATAL close it. */
export const STATUS_SERVICE = ['MASUK', 'DIPROSES', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;
export type StatusService = (typeof STATUS_SERVICE)[number];
/** The states a service can still be worked on or cancelled in. */
export const STATUS_SERVICE_TERBUKA: readonly StatusService[] = ['MASUK', 'DIPROSES', 'SELESAI'];
