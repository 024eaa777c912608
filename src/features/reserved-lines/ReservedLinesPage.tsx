import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { useFlow } from '@/lib/useFlow'
import { ReservedLineDialogView } from './ReservedLineDialogView'
import { ReservedLinesView } from './ReservedLinesView'
import { reservedLineDialogLogic, reservedLinesLogic } from './reservedLinesLogic'

/** /reserved-credit-lines (admin-supplier, vendor-supplier). */
export default function ReservedLinesPage({ title }: { title: string }) {
  const list = useFlow(reservedLinesLogic)
  // A created line reloads the list: the dialog's hook, wired to this page's list actor.
  const dialogLogic = useMemo(
    () =>
      reservedLineDialogLogic.provide({
        actions: { lineCreated: () => list.send({ type: 'lines.reload' }) },
      }),
    [list],
  )
  const dialog = useFlow(dialogLogic)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <ReservedLineDialogView actorRef={dialog} />
      <ReservedLinesView actorRef={list} />
    </div>
  )
}
