import { connectProjectPurchases } from '@machines/project-purchases'
import { useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import { SpreadRow } from '@/components/layout/SpreadRow'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { NO_RESULTS, PurchasesList } from './PurchasesList'
import { type ProjectPurchasesActorRef, projectPurchasesLogic } from './projectPurchasesLogic'

export const selectedCountText = (n: number) =>
  n === 1 ? '1 compra seleccionada' : `${n} compras seleccionadas`

/** 'Asignar compras' bound to a running flow (the drawer is open while it is mounted). */
export function AssignPurchasesView({
  actorRef,
  onClose,
}: {
  actorRef: ProjectPurchasesActorRef
  onClose: () => void
}) {
  const api = useConnect(actorRef, connectProjectPurchases)
  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open && !api.assigning) onClose()
      }}
      title="Asignar compras"
      footer={
        <SpreadRow className={css({ w: 'full' })}>
          <p aria-live="polite" className={css({ fontWeight: 'semibold' })}>
            {selectedCountText(api.selectedCount)}
          </p>
          <Button loadingText="Asignando…" {...api.getAssignProps()}>
            {api.assignLabel}
          </Button>
        </SpreadRow>
      }
    >
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
        {api.assignError && <Alert status="error">{api.assignError}</Alert>}
        <PurchasesList
          api={api}
          empty={<p className={css({ color: 'fg.muted', textAlign: 'center', py: '6' })}>{NO_RESULTS}</p>}
        />
      </div>
    </Drawer>
  )
}

export type AssignPurchasesDrawerProps = {
  projectId: number
  onClose: () => void
  /** The purchases were assigned (the page reloads its totals); the drawer closes right after. */
  onAssigned: () => void
}

/**
 * 'Asignar compras' of a project: the builder's purchases not yet in a project, picked across pages and
 * filters, assigned all at once (POST projects/assign-payments). Mount it to open it.
 */
export function AssignPurchasesDrawer({ projectId, onClose, onAssigned }: AssignPurchasesDrawerProps) {
  const callbacks = useRef({ onClose, onAssigned })
  callbacks.current = { onClose, onAssigned }
  const logic = useMemo(
    () =>
      projectPurchasesLogic.provide({
        actions: {
          assigned: () => {
            callbacks.current.onAssigned()
            callbacks.current.onClose()
          },
        },
      }),
    [],
  )
  const actorRef = useFlow(logic, { projectId, mode: 'assign' })
  return <AssignPurchasesView actorRef={actorRef} onClose={onClose} />
}
