import { connectPaymentFile } from '@machines/payments-list'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import type { PaymentFileActorRef } from './paymentsListLogic'

/** A row's file link on its way ('Abriendo archivo…'), or why it could not be opened. */
export function PaymentFileNotice({ actorRef }: { actorRef: PaymentFileActorRef }) {
  const { openingFile, fileError, dismiss } = useConnect(actorRef, connectPaymentFile)
  return (
    <>
      {openingFile && (
        <p
          role="status"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <Spinner size="sm" decorative />
          Abriendo archivo…
        </p>
      )}
      {fileError && (
        <Alert status="error" title="No se pudo abrir el archivo" onClose={dismiss}>
          {fileError}
        </Alert>
      )}
    </>
  )
}
