import type { MemberLogins } from '../members/index'
import type { IdentityContext } from './context'
import { seedPasswordHash } from './passwords'

/**
 * Sign-in as the members area sees it: the identities of members the owner creates, seeds or
 * deletes, and the sessions a block or a disconnect ends.
 */
export function memberLogins(ctx: IdentityContext): MemberLogins {
  const { store } = ctx
  return {
    emailTaken: (email) => !!store.identityByEmail(email),
    create: (login) =>
      store.putIdentity({
        id: login.id,
        email: login.email,
        emailVerified: false,
        passwordHash: null,
        profile: {
          ...(login.firstName && { firstName: login.firstName }),
          ...(login.lastName && { lastName: login.lastName }),
          nickname: login.nickname,
        },
        idpConnections: [],
        createdDate: login.createdDate,
        updatedDate: login.createdDate,
        revision: 1,
      }),
    seed: (logins) => {
      // scrypt is slow on purpose: one hash per password, shared by the members who use it.
      const hashes = new Map<string, string>()
      const hashOf = (password: string) => {
        const hash = hashes.get(password) ?? seedPasswordHash(password)
        hashes.set(password, hash)
        return hash
      }
      for (const { id, email, password, firstName, lastName, nickname, createdDate } of logins)
        store.putIdentity({
          id,
          email,
          emailVerified: true,
          passwordHash: password === null ? null : hashOf(password),
          profile: { firstName, lastName, nickname },
          idpConnections: [],
          createdDate,
          updatedDate: createdDate,
          revision: 1,
        })
    },
    endSessions: (memberId) => store.revokeSubject(memberId),
    remove: (memberId) => {
      store.identities.delete(memberId)
      store.revokeSubject(memberId)
    },
  }
}
