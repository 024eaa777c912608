import { connectRecommend } from '@machines/directory'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { useConnect } from '@/lib/useConnect'
import type { RecommendActorRef } from './directoryLogic'

// The dialog (Ark Dialog, textarea) loads on the first open: the directory's chunk stays small.
const RecommendDialog = lazy(() => import('./RecommendDialog'))

/** 'Recomendar proveedor': the button, the server's msg once stored, and the dialog while open. */
export function RecommendSupplierView({ actorRef }: { actorRef: RecommendActorRef }) {
  const api = useConnect(actorRef, connectRecommend)
  return (
    <>
      <div className={css({ display: 'flex', justifyContent: { base: 'stretch', sm: 'flex-end' } })}>
        <Button
          variant="secondary"
          className={css({ w: { base: 'full', sm: 'auto' } })}
          {...api.getOpenerProps()}
        >
          Recomendar proveedor
        </Button>
      </div>
      {api.notice && <Alert status="success">{api.notice}</Alert>}
      {api.open && (
        <Suspense fallback={null}>
          <RecommendDialog api={api} />
        </Suspense>
      )}
    </>
  )
}
