import type { MetaFunction } from 'react-router'
import { routeMeta } from '../lib/route-meta'
import { ForgotPasswordPage } from '../pages/forgot-password-page'

export const meta: MetaFunction = (args) =>
  routeMeta(args, {
    title: 'Reset your password',
    description: 'Get a link to choose a new password for your Northwind Goods account.',
    path: '/forgot-password',
  })

export default function Route() {
  return <ForgotPasswordPage />
}
