import type { MetaFunction } from 'react-router'
import { routeMeta } from '../lib/route-meta'
import { ResetPasswordPage } from '../pages/reset-password-page'

export const meta: MetaFunction = (args) =>
  routeMeta(args, {
    title: 'Choose a new password',
    description: 'Choose a new password for your Northwind Goods account.',
    path: '/reset-password',
  })

export default function Route() {
  return <ResetPasswordPage />
}
