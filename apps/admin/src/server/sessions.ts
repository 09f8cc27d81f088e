import { randomBytes } from 'node:crypto'

/** How long a back-office session lasts without use, and a sign-in link before it is used. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000
export const LINK_TTL_MS = 60 * 60 * 1000

const token = () => randomBytes(32).toString('base64url')

/**
 * The server's sign-ins, in memory (a restart signs everyone out): sessions by cookie value, and
 * one-time sign-in links. Ids are 256 random bits; nothing here is ever logged.
 */
export class SessionStore {
  readonly #sessions = new Map<string, number>()
  readonly #links = new Map<string, number>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** A new session id (the cookie's value). */
  open(): string {
    const id = token()
    this.#sessions.set(id, this.#now() + SESSION_IDLE_MS)
    return id
  }

  /** Whether `id` is a live session; using it extends it. */
  touch(id: string | undefined): boolean {
    if (!id) return false
    const expires = this.#sessions.get(id)
    if (expires === undefined) return false
    if (expires < this.#now()) {
      this.#sessions.delete(id)
      return false
    }
    this.#sessions.set(id, this.#now() + SESSION_IDLE_MS)
    return true
  }

  close(id: string | undefined): void {
    if (id) this.#sessions.delete(id)
  }

  /** A one-time sign-in link's token, valid for {@link LINK_TTL_MS}. */
  issueLink(): string {
    const link = token()
    this.#links.set(link, this.#now() + LINK_TTL_MS)
    return link
  }

  /** Uses up `link`: true once for a token that was issued and has not expired. */
  redeemLink(link: string | undefined): boolean {
    if (!link) return false
    const expires = this.#links.get(link)
    this.#links.delete(link)
    return expires !== undefined && expires >= this.#now()
  }
}
