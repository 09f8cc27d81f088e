import type { MiddlewareHandler } from 'hono'
import type { SiteConfig } from '../platform/config'
import type { TokenSigner } from '../tokens/signer'
import { unauthenticated } from './api-error'
import type { Caller } from './caller'
import type { Env } from './env'

/** Extra checks on a verified member or visitor (e.g. a blocked member), added by areas. */
export type CallerCheck = (caller: Caller) => void

/** Verified claims of an access token; a wrong, forged or expired one is a 401. */
async function verifyToken(signer: TokenSigner, token: string) {
  try {
    return await signer.verify(token)
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
    throw unauthenticated(
      expired ? 'The access token has expired' : 'The access token is not valid',
    )
  }
}

/**
 * `<access token>,<API key>`: an app with the site's API key acting for the visitor (or member)
 * of the token, as the `authorized_client` grant is sent. The token names the site, so no
 * `wix-site-id` header is needed.
 */
async function actingOwner(
  config: SiteConfig,
  signer: TokenSigner,
  token: string,
  key: string,
): Promise<Caller> {
  if (key !== config.apiKey) throw unauthenticated('The API key is not valid')
  const claims = await verifyToken(signer, token)
  const visitorId = claims.kind === 'visitor' ? claims.sub : claims.vid
  return { kind: 'owner', clientId: claims.cid, ...(visitorId && { visitorId }) }
}

/**
 * Resolves the caller from `Authorization`: nothing → anonymous; the API key (with the site id
 * header), or an access token and the API key joined by a comma → owner; a signed access token
 * (with or without `Bearer `) → visitor or member.
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
      const [token = '', key] = credential.split(',').map((part) => part.trim())
      if (key !== undefined) caller = await actingOwner(config, signer, token, key)
      else if (credential === config.apiKey) {
        const site = c.req.header('wix-site-id')
        if (site !== config.siteId)
          throw unauthenticated(
            site
              ? 'The wix-site-id header names another site'
              : 'API key calls need the wix-site-id header',
          )
        caller = { kind: 'owner' }
      } else {
        const claims = await verifyToken(signer, credential)
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
