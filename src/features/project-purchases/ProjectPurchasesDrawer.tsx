import { connectProjectPurchases } from '@machines/project-purchases'
import { css } from 'styled-system/css'
import { useLocation } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { PurchasesList } from './PurchasesList'
import { type ProjectPurchasesActorRef, projectPurchasesLogic } from './projectPurchasesLogic'

/** The count label as the spec writes it. */
export const ASSIGNED_COUNT_LABEL = 'Compras asginadas'
export const NO_PURCHASES = 'No hay compras para asignar'

function NoPurchases({ onExplore, onQuote }: { onExplore: () => void; onQuote: () => void }) {
  return (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center', py: '6' })}>
      <p className={css({ fontWeight: 'semibold' })}>{NO_PURCHASES}</p>
      <p className={css({ color: 'fg.muted' })}>
        Compra material con los proveedores de Obrafiado o pide una cotización para este proyecto.
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' })}>
        <Button onClick={onExplore}>Explorar proveedores</Button>
        <Button variant="outline" onClick={onQuote}>
          Cotizar material
        </Button>
      </div>
    </div>
  )
}

/** 'Compras' bound to a running flow (the drawer is open while it is mounted). */
export function ProjectPurchasesView({
  actorRef,
  onClose,
  onExplore,
  onQuote,
}: {
  actorRef: ProjectPurchasesActorRef
  onClose: () => void
  onExplore: () => void
  onQuote: () => void
}) {
  const api = useConnect(actorRef, connectProjectPurchases)
  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Compras"
    >
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {ASSIGNED_COUNT_LABEL}: <span>{api.hasResult ? api.total : '—'}</span>
        </p>
        <PurchasesList api={api} empty={<NoPurchases onExplore={onExplore} onQuote={onQuote} />} />
      </div>
    </Drawer>
  )
}

export type ProjectPurchasesDrawerProps = {
  projectId: number
  onClose: () => void
  /** 'Explorar proveedores'; by default goes to /where-buy. */
  onExplore?: () => void
  /** 'Cotizar material': the page opens its quote form. */
  onQuote: () => void
}

/** A project's purchases ('Compras'), filtered and paged. Mount it to open it. */
export function ProjectPurchasesDrawer({
  projectId,
  onClose,
  onExplore,
  onQuote,
}: ProjectPurchasesDrawerProps) {
  const [, navigate] = useLocation()
  const actorRef = useFlow(projectPurchasesLogic, { projectId, mode: 'assigned' })
  return (
    <ProjectPurchasesView
      actorRef={actorRef}
      onClose={onClose}
      onExplore={onExplore ?? (() => navigate('/where-buy'))}
      onQuote={onQuote}
    />
  )
}
