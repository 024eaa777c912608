import { RESOURCE_MSG } from '@contract/resourceTexts'
import { connectResources } from '@machines/resources'
import { css } from 'styled-system/css'
import { cardGrid } from '@/components/layout/cardGrid'
import { Button } from '@/components/ui/Button'
import { FileIcon } from '@/components/ui/controlIcons'
import { ItemList } from '@/components/ui/ItemList'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import type { ResourcesActorRef } from './resourcesLogic'

const resourceCard = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignContent: 'start',
  columnGap: '3',
  rowGap: '2',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
})

/**
 * 'Recursos': one card per resource (name, description, 'Abrir PDF' in a new tab); loading, the empty state,
 * and a failure with its reason and 'Reintentar'. One column on phones, two from md.
 */
export function ResourcesView({ actorRef }: { actorRef: ResourcesActorRef }) {
  const api = useConnect(actorRef, connectResources)
  return (
    <section aria-label={RESOURCE_MSG.title} className={css({ display: 'grid', gap: '3' })}>
      {api.loading && <Spinner label={RESOURCE_MSG.loading} />}
      {api.failed && <LoadFailed title={RESOURCE_MSG.loadFailed} error={api.error} onRetry={api.reload} />}
      {api.empty && <p className={css({ color: 'fg.muted' })}>{RESOURCE_MSG.empty}</p>}
      <ItemList
        items={api.items}
        className={cardGrid()}
        itemKey={(resource) => resource.id}
        itemClassName={resourceCard}
      >
        {(resource) => (
          <>
            <span
              aria-hidden="true"
              className={css({
                display: 'grid',
                placeItems: 'center',
                w: '10',
                h: '10',
                borderRadius: 'l2',
                bg: 'accent.subtle',
                color: 'accent.text',
              })}
            >
              <FileIcon size={20} />
            </span>
            <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
              <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg', overflowWrap: 'anywhere' })}>
                {resource.name}
              </h2>
              <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{resource.description}</p>
            </div>
            <div className={css({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' })}>
              <Button asChild variant="outline" size="sm">
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener"
                  type="application/pdf"
                  aria-label={`${RESOURCE_MSG.open}: ${resource.name}`}
                >
                  {RESOURCE_MSG.open}
                </a>
              </Button>
            </div>
          </>
        )}
      </ItemList>
    </section>
  )
}
