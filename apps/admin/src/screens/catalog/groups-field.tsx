/**
 * The groups a product is in (V1 collections, V3 categories) as checkboxes under `legend`, with
 * an alert when they could not be loaded.
 *
 * @example
 * ```tsx
 * <GroupsField legend="Categories" groups={data?.categories} failed={isError} chosen={ids} onChange={setIds} />
 * ```
 */
export function GroupsField({
  legend,
  groups,
  failed,
  chosen,
  onChange,
}: {
  legend: string
  groups: { id: string; name?: string }[] | undefined
  failed: boolean
  chosen: string[]
  onChange: (ids: string[]) => void
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {failed && <p role="alert">{`The ${legend.toLowerCase()} could not be loaded.`}</p>}
      {groups?.map((group) => (
        <label key={group.id}>
          <input
            type="checkbox"
            checked={chosen.includes(group.id)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...chosen, group.id] : chosen.filter((id) => id !== group.id),
              )
            }
          />{' '}
          {group.name}
        </label>
      ))}
    </fieldset>
  )
}
