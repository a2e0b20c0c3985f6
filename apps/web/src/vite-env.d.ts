/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when it is not served from the same origin under /api. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
