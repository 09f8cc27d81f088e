import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
} from 'node:crypto'
import { type JWK, jwtVerify, SignJWT } from 'jose'
import type { EmulatorClock } from '../clock'

/** The vendor's access tokens carry this prefix; ours do too, so clients treat them alike. */
export const ACCESS_TOKEN_PREFIX = 'OauthNG.JWS.'
const ISSUER = 'storefront-emulator'

/** What an access token says about its holder. */
export interface AccessClaims {
  /** Visitor id or member id. */
  sub: string
  kind: 'visitor' | 'member'
  /** OAuth client id the token was issued to. */
  cid: string
  /** For members: the visitor they signed in as. */
  vid?: string
  /** The hash of the refresh token issued with this token, when there is one: its session. */
  sid?: string
}

/** Verified claims plus the token's times (epoch seconds). */
export type VerifiedClaims = AccessClaims & { iat: number; exp: number }

/** Signs and verifies access tokens (ES256 JWTs) with a key kept in the database. */
export interface TokenSigner {
  sign(claims: AccessClaims, ttlSeconds: number): Promise<string>
  /** @throws when the token is malformed, forged, tampered with or expired. */
  verify(token: string): Promise<VerifiedClaims>
  /** The public key set served at `/oauth2/jwks`. */
  jwks(): { keys: JWK[] }
}

/** A new ES256 private key as JWK, for storing. */
export function generateSigningJwk(): JWK {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: randomUUID(),
    alg: 'ES256',
    use: 'sig',
  }
}

/** A signer over a stored private JWK, reading time from the emulator's clock. */
export function createSigner(privateJwk: JWK, clock: EmulatorClock): TokenSigner {
  const privateKey: KeyObject = createPrivateKey({ key: privateJwk as never, format: 'jwk' })
  const publicKey = createPublicKey(privateKey)
  const kid = privateJwk.kid ?? 'emulator'
  const publicJwk: JWK = {
    ...(publicKey.export({ format: 'jwk' }) as JWK),
    kid,
    alg: 'ES256',
    use: 'sig',
  }
  const verified = new Map<string, VerifiedClaims>()
  return {
    async sign(claims, ttlSeconds) {
      const iat = clock.seconds()
      const jwt = await new SignJWT({
        kind: claims.kind,
        cid: claims.cid,
        ...(claims.vid && { vid: claims.vid }),
        ...(claims.sid && { sid: claims.sid }),
      })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(randomUUID())
        .sign(privateKey)
      return ACCESS_TOKEN_PREFIX + jwt
    },
    async verify(token) {
      // A token verified before is the same bytes under the same key: only its expiry can have
      // changed (the emulated clock moves), so that alone is checked again. The ES256 check was
      // the largest cost of a storefront read.
      const known = verified.get(token)
      if (known && known.exp > clock.seconds()) return known
      const claims = await verifyJwt(token)
      remember(verified, token, claims)
      return claims
    },
    jwks: () => ({ keys: [publicJwk] }),
  }

  async function verifyJwt(token: string): Promise<VerifiedClaims> {
    const jwt = token.startsWith(ACCESS_TOKEN_PREFIX)
      ? token.slice(ACCESS_TOKEN_PREFIX.length)
      : token
    const { payload } = await jwtVerify(jwt, publicKey, {
      issuer: ISSUER,
      algorithms: ['ES256'],
      currentDate: new Date(clock.now()),
      clockTolerance: 0,
    })
    if (
      (payload.kind !== 'visitor' && payload.kind !== 'member') ||
      typeof payload.sub !== 'string' ||
      typeof payload.cid !== 'string'
    )
      throw new Error('token claims are incomplete')
    return {
      sub: payload.sub,
      kind: payload.kind,
      cid: payload.cid,
      ...(typeof payload.vid === 'string' && { vid: payload.vid }),
      ...(typeof payload.sid === 'string' && { sid: payload.sid }),
      iat: payload.iat ?? 0,
      exp: payload.exp ?? 0,
    }
  }
}

/** Verified tokens kept at most: the callers of the last moments, not every token ever shown. */
const VERIFIED_KEPT = 1000

/** Keeps `claims` under `token`, the oldest entry going first once the map is full. */
function remember(kept: Map<string, VerifiedClaims>, token: string, claims: VerifiedClaims) {
  kept.delete(token)
  kept.set(token, claims)
  if (kept.size > VERIFIED_KEPT) kept.delete(kept.keys().next().value as string)
}
