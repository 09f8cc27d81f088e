/** Who is calling, as resolved from the `Authorization` header. */
export type CallerKind = 'anonymous' | 'visitor' | 'member' | 'owner'

/** The resolved caller of a request. */
export type Caller =
  | { kind: 'anonymous' }
  /** `id` is the visitor id. */
  | { kind: 'visitor'; id: string; clientId: string }
  /**
   * `id` is the member id; `visitorId` the visitor the member signed in as, when known;
   * `sessionId` the hash of the refresh token the access token came with, when there is one.
   */
  | { kind: 'member'; id: string; clientId: string; visitorId?: string; sessionId?: string }
  /**
   * The site owner or an app, by API key. With `Authorization: <access token>,<API key>` (the
   * `authorized_client` grant) it acts for the holder of that token: their client and visitor.
   */
  | { kind: 'owner'; clientId?: string; visitorId?: string }

/** Everyone, including calls without a token. */
export const ANYONE: readonly CallerKind[] = ['anonymous', 'visitor', 'member', 'owner']
/** Visitors and members with tokens, and the owner. */
export const SIGNED: readonly CallerKind[] = ['visitor', 'member', 'owner']
/** Visitors and members only (their own cart, for example). */
export const SHOPPERS: readonly CallerKind[] = ['visitor', 'member']
/** Members only. */
export const MEMBERS: readonly CallerKind[] = ['member']
/** The owner or an app (API key). */
export const OWNER: readonly CallerKind[] = ['owner']
/** Members and the owner. */
export const MEMBERS_AND_OWNER: readonly CallerKind[] = ['member', 'owner']

/** The identity an entity belongs to: `visitor:<id>` or `member:<id>`; undefined otherwise. */
export function identityKey(caller: Caller): string | undefined {
  return caller.kind === 'visitor' || caller.kind === 'member'
    ? `${caller.kind}:${caller.id}`
    : undefined
}
