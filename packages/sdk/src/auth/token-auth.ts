import type { Client } from '../core/client'
import { OAuthError } from './oauth-error'
import type { VisitorAuth } from './visitor'

const isTokenAuth = (auth: unknown): auth is VisitorAuth =>
  typeof auth === 'object' &&
  auth !== null &&
  typeof (auth as Partial<VisitorAuth>).setTokens === 'function' &&
  typeof (auth as Partial<VisitorAuth>).getTokens === 'function' &&
  typeof (auth as Partial<VisitorAuth>).clientId === 'string'

/** The client's token strategy (visitorAuth): where member tokens go once signed in. */
export function tokenAuthOf(client: Client): VisitorAuth {
  if (isTokenAuth(client.auth)) return client.auth
  throw new OAuthError(
    'NOT_TOKEN_AUTH',
    'Member sign-in needs a client created with visitorAuth({ clientId })',
  )
}
