/** The areas of the back office, in the order of its navigation. */
export const NAV_ITEMS = [
  { to: '/', label: 'Dashboard' },
  { to: '/orders', label: 'Orders' },
  { to: '/catalog', label: 'Catalog' },
  { to: '/media', label: 'Media' },
  { to: '/members', label: 'Members' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/back-in-stock', label: 'Back in stock' },
] as const
