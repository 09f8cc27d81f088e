/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the platform API (the emulator's URL under `npm start`). */
  readonly VITE_API_URL?: string
  /** The site's headless OAuth client id. */
  readonly VITE_CLIENT_ID?: string
  /** Media host for image links; defaults to the API URL when that is not the platform's host. */
  readonly VITE_MEDIA_URL?: string
}
