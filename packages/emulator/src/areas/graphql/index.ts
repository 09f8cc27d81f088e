import { authenticate } from '../../http/authenticate'
import type { Area } from '../area'

/** The GraphQL engine, loaded on the first query: the `graphql` library took a fifth of a start. */
const engine = () => import('./handle')

/**
 * `POST /graphql/{apiVersion}`: a GraphQL schema (the reference `graphql` library) over the
 * products, collections, reviews, members, the current cart and orders, and the cart's
 * changes. Every field is answered by the REST route of the same read or change, called
 * in-process with the caller's own credentials, so identities, permissions, validation and
 * errors are the REST API's; failures come back in `errors` with the platform's code.
 */
export function graphqlArea(): Area {
  return {
    name: 'graphql',
    migrations: [],
    install(app, ctx) {
      // Credentials that do not hold answer 401 as on every route, so a client renews an
      // expired token; each field's REST call then checks them fully (caller checks included).
      const signedIn = authenticate(ctx.site, ctx.signer)
      app.post('/graphql/:apiVersion', signedIn, async (c) => (await engine()).handle(app, c))
      app.post('/graphql', signedIn, async (c) => (await engine()).handle(app, c))
    },
  }
}
