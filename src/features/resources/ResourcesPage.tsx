import { RESOURCE_MSG } from '@contract/resourceTexts'
import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { SpreadRow } from '@/components/layout/SpreadRow'
import { linkStyles } from '@/components/ui/Link'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { ResourcesView } from './ResourcesView'
import { resourcesLogic } from './resourcesLogic'

/** Signed out there is no navigation bar: the brand, a way to sign in, and the page's own margins. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas' })}>
      <header className={css({ bg: 'bg', borderBottomWidth: '1px', borderColor: 'border' })}>
        <SpreadRow className={css({ maxW: '5xl', mx: 'auto', px: '4', py: '3' })}>
          <p className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'accent.text' })}>Obrafiado</p>
          <Link href="/login" className={linkStyles()}>
            Iniciar sesión
          </Link>
        </SpreadRow>
      </header>
      <main className={css({ maxW: '5xl', mx: 'auto', px: '4', py: '6' })}>{children}</main>
    </div>
  )
}

/** /recursos 'Recursos' (public; in the menus of every role but vendor-supplier). */
export default function ResourcesPage({ title }: { title: string }) {
  const actorRef = useFlow(resourcesLogic)
  const user = useSelector(useSessionActor(), selectUser)
  const page = (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <p className={css({ color: 'fg.muted' })}>{RESOURCE_MSG.intro}</p>
      <ResourcesView actorRef={actorRef} />
    </div>
  )
  return user ? page : <PublicFrame>{page}</PublicFrame>
}
