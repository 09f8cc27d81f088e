import type { MiddlewareHandler } from 'hono'
import type { SiteConfig } from '../platform/config'
import type { TokenSigner } from '../tokens/signer'
import { unauthenticated } from './api-error'
import type { Caller } from './caller'
import type { Env } from './env'

/** Extra checks on a verified member or visitor (e.g. a blocked member), added by areas. */
export type CallerCheck = (caller: Caller) => void

/**
 * Resolves the caller from `Authorization`: nothing → anonymous; the API key (with the site id
 * header) → owner; a signed access token (with or without `Bearer `) → visitor or member.
 * A wrong, forged or expired token is a 401, whatever the route.
 */
export function authenticate(
  config: SiteConfig,
  signer: TokenSigner,
  checks: CallerCheck[] = [],
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const header = c.req.header('authorization')?.trim()
    let caller: Caller = { kind: 'anonymous' }
    if (header) {
      const credential = header.replace(/^Bearer\s+/i, '')
      if (credential === config.apiKey) {
        const site = c.req.header('wix-site-id')
        if (site !== config.siteId)
          throw unauthenticated(
            site
              ? 'The wix-site-id header names another site'
              : 'API key calls need the wix-site-id header',
          )
        caller = { kind: 'owner' }
      } else {
        let claims: Awaited<ReturnType<TokenSigner['verify']>>
        try {
          claims = await signer.verify(credential)
        } catch (error) {
          const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
          throw unauthenticated(
            expired ? 'The access token has expired' : 'The access token is not valid',
          )
        }
        caller =
          claims.kind === 'member'
            ? {
                kind: 'member',
                id: claims.sub,
                clientId: claims.cid,
                ...(claims.vid && { visitorId: claims.vid }),
                ...(claims.sid && { sessionId: claims.sid }),
              }
            : { kind: 'visitor', id: claims.sub, clientId: claims.cid }
        for (const check of checks) check(caller)
      }
    }
    c.set('caller', caller)
    await next()
  }
}
