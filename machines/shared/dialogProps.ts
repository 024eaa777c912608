/**
 * What every dialog takes from its connect layer the same way: `busy` (the view hides the × and ignores Escape
 * then), Ark's `onOpenChange` as the flow's close (opening is the flow's own event), and 'Cancelar', off while
 * busy. That a busy dialog does not close is the machine's rule (docs/architecture.md, "Connect layer").
 */
export const dialogProps = ({ busy, close }: { busy: boolean; close: () => void }) => ({
  busy,
  onOpenChange: (open: boolean) => {
    if (!open) close()
  },
  getCancelProps: () => ({ onClick: close, disabled: busy }),
})
