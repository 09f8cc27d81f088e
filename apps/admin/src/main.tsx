import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { createAdminClient } from './api-client'
import { AdminApp } from './app'
import { adminRoutes } from './routes'
import { ensureSignedIn } from './session'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
if (await ensureSignedIn(window.location))
  createRoot(root).render(
    <AdminApp
      client={createAdminClient(window.location.origin)}
      router={createBrowserRouter(adminRoutes)}
    />,
  )
