/**
 * Identity wire shapes: the OAuth token endpoint (wire/identity.md §1–2).
 * @module
 */

/** Grant types the token endpoint takes. */
export type GrantType = 'anonymous' | 'refresh_token' | 'authorization_code' | 'authorized_client'

/** Body of `POST /oauth2/token` (camelCase for the headless grants). */
export interface TokenRequest {
  clientId: string
  grantType: GrantType
  refreshToken?: string
  code?: string
  codeVerifier?: string
  redirectUri?: string
}

/** Answer of `POST /oauth2/token` (snake_case on the wire). */
export interface TokenResponse {
  access_token: string
  token_type?: string
  /** Seconds; 14,400 (4 hours) on the platform. */
  expires_in: number
  refresh_token?: string
  scope?: string
}

/** Answer of `POST /oauth2/token-info`. */
export interface TokenInfo {
  active: boolean
  subjectType: 'UNKNOWN' | 'USER' | 'VISITOR' | 'MEMBER' | 'APP'
  subjectId: string
  /** Epoch seconds, int64 as string. */
  exp: string
  iat: string
  clientId?: string
  accountId?: string
  siteId?: string
  instanceId?: string
}
