/**
 * Whether this browser has a back-office session. The app asks before it starts, so a person
 * without one goes to the server's sign-in page (which sends them back here afterwards).
 */
export async function ensureSignedIn(location: Location): Promise<boolean> {
  const answer = await fetch('/auth/session', { credentials: 'same-origin' })
  if (answer.ok) return true
  const next = `${location.pathname}${location.search}`
  location.replace(`/sign-in?next=${encodeURIComponent(next)}`)
  return false
}
