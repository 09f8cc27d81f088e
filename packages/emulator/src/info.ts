import pkg from '../package.json' with { type: 'json' }

/** Version of the emulator package. */
export const EMULATOR_VERSION: string = pkg.version

/** What `/_emulator/info` and the CLI tell a developer. */
export interface EmulatorInfo {
  version: string
  /** Base URL to give the SDK (`createClient({ baseUrl })`), once served. */
  baseUrl: string
  clientId: string
  apiKey: string
  siteId: string
  seed: 'demo' | 'empty'
  /** The Stores catalog the site runs (`GET /stores/v3/provision/version` answers it too). */
  catalog: 'v1' | 'v3'
  /** Where data persists, or null for a temporary database. */
  dataDir: string | null
  /**
   * The public key (PEM) webhooks are signed with (RS256): give it, with `clientId` as the app
   * id, to the receiver's verifier.
   */
  webhookPublicKey: string
}
