import { usePageTitle } from '../../ui/page-title'

/** The Members area (its sub-routes are added here). */
export function MembersScreen() {
  usePageTitle('Members')
  return (
    <section>
      <h1>Members</h1>
    </section>
  )
}
