import type { MetaFunction } from 'react-router'
import { routeMeta } from '../lib/route-meta'
import { CallbackPage } from '../pages/callback-page'

export const meta: MetaFunction = (args) =>
  routeMeta(args, {
    title: 'Signing in',
    description: 'Finishing your sign-in.',
    path: '/callback',
  })

export default function Route() {
  return <CallbackPage />
}
