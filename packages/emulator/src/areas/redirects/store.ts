import type { CreateRedirectSessionRequest, RedirectSession } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { hashSecret } from '../../tokens/hash-secret'

/** The intents the emulator hosts pages for. */
export type HostedIntent =
  | 'auth'
  | 'login'
  | 'logout'
  | 'ecomCheckout'
  | 'storesProduct'
  | 'memberAccountPage'

/** A redirect session as stored; its token (in the page URL) is kept only as a hash. */
export interface RedirectSessionRecord {
  id: string
  intent: HostedIntent
  /** The validated request: intent parameters, callbacks, preferences. */
  request: CreateRedirectSessionRequest
  /** Where `web_message` answers may go (auth intent). */
  targetOrigin?: string
  /** Who created it: the visitor's id travels into the member's token (`vid`). */
  creator: { kind: string; id?: string; visitorId?: string; sessionId?: string }
  session: RedirectSession
  createdDate: string
  /** Epoch milliseconds (emulated clock). */
  expiresAt: number
  /** Set once the flow completed (an authorization code was issued). */
  usedDate?: string
  /**
   * Hash of the browser session a session-token exchange started on its first hop: the second
   * hop finishes only if that session's cookie came back.
   */
  exchangeHash?: string
}

export const redirectsMigrations: Migration[] = [
  {
    area: 'redirects',
    version: 1,
    up: documentTable('redirect_sessions', 'token_hash TEXT NOT NULL UNIQUE'),
  },
]

/** SQL access to redirect sessions. */
export function redirectsStore(db: Database) {
  const docs = new DocumentStore<RedirectSessionRecord>(db, 'redirect_sessions')
  return {
    put: (record: RedirectSessionRecord, token: string) =>
      docs.put(record, { token_hash: hashSecret(token) }),
    update: (record: RedirectSessionRecord) => {
      const row = db.sql
        .prepare('SELECT token_hash AS hash FROM redirect_sessions WHERE id = ?')
        .get(record.id) as { hash: string } | undefined
      if (row) docs.put(record, { token_hash: row.hash })
    },
    byToken: (token: string) => docs.where('token_hash = ?', hashSecret(token))[0],
    get: (id: string) => docs.get(id),
  }
}

export type RedirectsStore = ReturnType<typeof redirectsStore>
