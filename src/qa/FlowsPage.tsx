import { css } from 'styled-system/css'
import { Route, Switch, useParams } from 'wouter'
import { PageLoader } from '@/components/layout/PageLoader'
import type { FlowEntry } from './catalog'
import { FlowDetail } from './FlowDetail'
import { FlowList } from './FlowList'
import { useCatalog } from './useCatalog'

/** Marks the page in the DOM; the production build must not contain it (tests/e2e/qa-build.spec.ts). */
export const QA_FLOWS_MARKER = 'obrafiado-qa-flows'

function Detail({ entries }: { entries: FlowEntry[] }) {
  const { key } = useParams<{ key: string }>()
  const entry = entries.find((e) => e.key === key)
  if (!entry)
    return (
      <p>
        No hay ninguna máquina <code>{key}</code>.
      </p>
    )
  return <FlowDetail entry={entry} />
}

/** /qa and /qa/<machine>: the flows page of QA builds (docs/architecture.md#flows-page-qa). */
export default function FlowsPage() {
  const entries = useCatalog()
  return (
    // Not a <main>: a replayed view may bring its own.
    <div data-qa={QA_FLOWS_MARKER} className={css({ maxW: '7xl', mx: 'auto', px: '4', py: '6' })}>
      {!entries ? (
        <PageLoader />
      ) : (
        <Switch>
          <Route path="/">
            <FlowList entries={entries} />
          </Route>
          <Route path="/:key">
            <Detail entries={entries} />
          </Route>
        </Switch>
      )}
    </div>
  )
}
