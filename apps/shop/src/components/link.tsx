import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { navigate } from '../router'

/** Props of {@link Link}: an anchor whose `to` is a path of the shop. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

/**
 * A real link (middle-click, copy, open in new tab all work) that navigates inside the shop on
 * a plain click.
 */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target
    )
      return
    event.preventDefault()
    navigate(to)
  }
  return <a href={to} onClick={follow} {...rest} />
}
