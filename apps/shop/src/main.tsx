import { StorefrontProvider } from '@storefront-kit/react'
import { createClient, visitorAuth } from '@storefront-kit/sdk'
import { localStorageAdapter } from '@storefront-kit/sdk/auth'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { readConfig } from './config'
import { ShopConfigContext } from './shop-context'
import './styles/index.css'

const root = createRoot(document.getElementById('root') as HTMLElement)
const read = readConfig()

if (!read.ok) {
  root.render(
    <main className="config-error">
      <h1>The shop is not configured</h1>
      <p>
        Set {read.missing.join(' and ')} (run <code>npm start</code> at the repository root, which
        starts the emulator and passes them).
      </p>
    </main>,
  )
} else {
  const { config } = read
  // Visitor tokens live in localStorage, so a reload (or the hosted checkout's return) keeps the
  // same visitor, cart and sign-in.
  const client = createClient({
    baseUrl: config.apiUrl,
    auth: visitorAuth({ clientId: config.clientId, storage: localStorageAdapter() }),
  })
  root.render(
    <StrictMode>
      <ShopConfigContext.Provider value={config}>
        <StorefrontProvider client={client}>
          <App />
        </StorefrontProvider>
      </ShopConfigContext.Provider>
    </StrictMode>,
  )
}
