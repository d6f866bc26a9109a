// The web's only reader of build-time settings (Vite's import.meta.env), as apps/server/src/env.ts is the
// server's: every setting the bundle is built with is named and defaulted here.

/** A production build: the service worker, and so its update prompt, exist only there. */
export const IS_PRODUCTION_BUILD: boolean = import.meta.env.PROD;

/** The stores' time zone the bundle is built for (VITE_STORE_TZ): "today" for the login flag and the store-day notice. */
export const BUILD_STORE_TIME_ZONE: string = import.meta.env.VITE_STORE_TZ ?? 'Asia/Jakarta';
