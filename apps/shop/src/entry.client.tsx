import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { notifyInTasks } from './lib/notify-in-tasks'

// React Router's own browser entry, as a file of the shop's: the libraries then build into their
// own chunks (vite.config.ts) instead of joining the entry, so the production page can evaluate
// them one task at a time before this module hydrates (see server/hydrate-after-paint.ts).
notifyInTasks()
// Evaluating this module runs react-dom's client code (its body runs when first imported, here),
// a long task's worth on a phone by itself: hydrating starts in the next task. Hydrating in a
// transition lets React yield to the browser every few milliseconds.
setTimeout(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
