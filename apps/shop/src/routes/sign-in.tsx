import type { MetaFunction } from 'react-router'
import { routeMeta } from '../lib/route-meta'
import { SignInPage } from '../pages/sign-in-page'

export const meta: MetaFunction = (args) =>
  routeMeta(args, {
    title: 'Sign in',
    description: 'Sign in to your Northwind Goods account, or use the store’s login page.',
    path: '/sign-in',
  })

export default function Route() {
  return <SignInPage />
}
