import type { MetaFunction } from 'react-router'
import { routeMeta } from '../lib/route-meta'
import { SignUpPage } from '../pages/sign-up-page'

export const meta: MetaFunction = (args) =>
  routeMeta(args, {
    title: 'Create an account',
    description: 'Create a Northwind Goods account to keep your orders and write reviews.',
    path: '/sign-up',
  })

export default function Route() {
  return <SignUpPage />
}
