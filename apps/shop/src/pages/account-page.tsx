import { useState } from 'react'
import { Link } from 'react-router'
import { ChangePasswordForm } from '../components/change-password-form'
import { FormMessage } from '../components/field'
import { PlacedOrder } from '../components/placed-order'
import { Empty, ErrorState, Loading } from '../components/status'
import { describeError } from '../lib/errors'
import { dateText } from '../lib/format'
import { useShopAuth } from '../lib/use-shop-auth'

/**
 * The member's page: profile, password, orders (from every device when the shop's server reads
 * them, else those placed from this browser), and sign out.
 */
export function AccountPage({
  orderIds,
  everyDevice,
}: {
  orderIds: string[]
  everyDevice: boolean
}) {
  const auth = useShopAuth()
  const [signOutError, setSignOutError] = useState<string>()
  if (!auth.loggedIn)
    return (
      <section className="auth-panel">
        <h1 tabIndex={-1}>Your account</h1>
        <p>Sign in to see your profile and orders.</p>
        <Link className="button" to="/sign-in?next=%2Faccount">
          Sign in
        </Link>
      </section>
    )
  const member = auth.member
  const name = [member?.contact?.firstName, member?.contact?.lastName].filter(Boolean).join(' ')
  const signOut = async () => {
    setSignOutError(undefined)
    try {
      const { logoutUrl } = await auth.logout({ postFlowUrl: `${window.location.origin}/` })
      // The hosted logout page ends the platform's session too, then comes back here.
      window.location.assign(logoutUrl)
    } catch (error) {
      setSignOutError(describeError(error).message)
    }
  }
  return (
    <>
      <h1 tabIndex={-1}>Your account</h1>
      <section aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        {auth.memberQuery.isPending ? (
          <Loading label="Loading your profile…" />
        ) : auth.memberQuery.isError ? (
          <ErrorState error={auth.memberQuery.error} onRetry={() => auth.memberQuery.refetch()} />
        ) : (
          <dl className="profile">
            <dt>Name</dt>
            <dd>{name || member?.profile?.nickname || '—'}</dd>
            <dt>E-mail</dt>
            <dd data-testid="member-email">{member?.loginEmail ?? '—'}</dd>
            <dt>Member since</dt>
            <dd>{dateText(member?.createdDate)}</dd>
          </dl>
        )}
      </section>
      <section aria-labelledby="orders-title">
        <h2 id="orders-title">Orders</h2>
        {!everyDevice && orderIds.length > 0 && (
          <p className="muted">Orders placed from this browser.</p>
        )}
        {orderIds.length === 0 ? (
          <Empty title={everyDevice ? 'No orders yet.' : 'No orders from this browser yet.'}>
            <Link to="/">Find something you like</Link>
          </Empty>
        ) : (
          <ul className="order-list" aria-label="Your orders">
            {orderIds.map((id) => (
              <li key={id}>
                <PlacedOrder orderId={id} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <ChangePasswordForm />
      </section>
      <button
        type="button"
        className="button secondary"
        onClick={signOut}
        disabled={auth.isPending}
      >
        Sign out
      </button>
      {signOutError && <FormMessage tone="error">{signOutError}</FormMessage>}
    </>
  )
}
