import type { AccountSection } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { html } from '../../../http/html/html'
import { renderPage } from '../../../http/html/layout'
import { HOSTED_PATHS, SESSION_PARAM } from '../../redirects/index'
import type { IdentityContext } from '../context'
import { currentBrowserSession } from './session-cookie'

const SECTIONS: Record<AccountSection, string> = {
  ACCOUNT_INFO: 'Account',
  ORDERS: 'Orders',
  BOOKINGS: 'Bookings',
  SUBSCRIPTIONS: 'Subscriptions',
  EVENTS: 'Events',
}

const isSection = (value: string | undefined): value is AccountSection =>
  !!value && value in SECTIONS

/**
 * The hosted account page: the signed-in member's details, section links, and sign-out (a form:
 * signing out by a plain link would let any page sign the member out).
 * Only the account section has content in the emulator; the others say so.
 */
export async function accountGet(c: Context, ctx: IdentityContext): Promise<Response> {
  const requested = c.req.query('section')
  const section: AccountSection = isSection(requested) ? requested : 'ACCOUNT_INFO'
  const token = c.req.query(SESSION_PARAM)
  const back = ctx.redirects.callbackUrl(ctx.redirects.find(token), 'postFlowUrl')
  const session = currentBrowserSession(c, ctx)
  const member = session && ctx.members.get(session.identityId)
  if (!member)
    return renderPage(c, {
      title: 'My account',
      body: html`<h1>My account</h1><p>You are not signed in.</p>
<a class="button" href="${HOSTED_PATHS.login}">Sign in</a>`,
    })
  const name = [member.contact.firstName, member.contact.lastName].filter(Boolean).join(' ')
  const nav = (Object.keys(SECTIONS) as AccountSection[]).map(
    (key) =>
      html`<a href="${HOSTED_PATHS.memberAccountPage}?section=${key}"${key === section ? html` aria-current="page"` : ''}>${SECTIONS[key]}</a>`,
  )
  const content =
    section === 'ACCOUNT_INFO'
      ? html`<dl>
<dt>Name</dt><dd>${name || '—'}</dd>
<dt>Nickname</dt><dd>${member.profile.nickname}</dd>
<dt>E-mail</dt><dd>${member.loginEmail}${member.loginEmailVerified ? ' (verified)' : ''}</dd>
<dt>Status</dt><dd>${member.status}</dd>
<dt>Member since</dt><dd>${member.createdDate.slice(0, 10)}</dd>
</dl>`
      : html`<p>The emulator does not show ${SECTIONS[section].toLowerCase()} on its account page.</p>`
  return renderPage(c, {
    title: 'My account',
    body: html`<h1>My account</h1>
<nav aria-label="Account sections">${nav}</nav>
<h2>${SECTIONS[section]}</h2>
${content}
<form method="post" action="${HOSTED_PATHS.logout}"><button type="submit">Sign out</button></form>
${back && html`<p><a href="${back}">Back to the shop</a></p>`}`,
  })
}
