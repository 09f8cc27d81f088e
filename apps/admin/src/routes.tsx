import type { RouteObject } from 'react-router'
import { NotFound } from './layout/not-found'
import { Shell } from './layout/shell'
import { Loading } from './ui/query-state'

/**
 * The back office's pages. Each area is a folder of `screens/` whose `index.tsx` exports one
 * component that owns the area's sub-routes (`<Routes>` under the area's path), loaded when first
 * visited so the first load carries only the shell and the screen asked for.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    HydrateFallback: Loading,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./screens/dashboard')).DashboardScreen }),
      },
      {
        path: 'orders/*',
        lazy: async () => ({ Component: (await import('./screens/orders')).OrdersScreen }),
      },
      {
        path: 'catalog/*',
        lazy: async () => ({ Component: (await import('./screens/catalog')).CatalogScreen }),
      },
      {
        path: 'media/*',
        lazy: async () => ({ Component: (await import('./screens/media')).MediaScreen }),
      },
      {
        path: 'members/*',
        lazy: async () => ({ Component: (await import('./screens/members')).MembersScreen }),
      },
      {
        path: 'reviews/*',
        lazy: async () => ({ Component: (await import('./screens/reviews')).ReviewsScreen }),
      },
      {
        path: 'back-in-stock/*',
        lazy: async () => ({
          Component: (await import('./screens/back-in-stock')).BackInStockScreen,
        }),
      },
      { path: '*', Component: NotFound },
    ],
  },
]
