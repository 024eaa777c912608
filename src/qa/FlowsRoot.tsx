import { Route, Router } from 'wouter'
import FlowsPage from './FlowsPage'

/** The flows page in a root of its own, beside the app (src/main.tsx): /qa and /qa/<machine>. */
export default function FlowsRoot() {
  return (
    <Router>
      <Route path="/qa" nest>
        <FlowsPage />
      </Route>
    </Router>
  )
}
