import userEvent from '@testing-library/user-event'

const escapeNext = new Map<string, boolean>()

/**
 * Closes a dialog the two ways a person does, by turns per dialog: Escape (the dialog's `onOpenChange`) and its
 * 'Cancelar' button (`cancel` finds it). Both must close it; a view walk that only clicked the button left the
 * other way untested (mutation testing found it).
 */
export const closeByTurns = async (dialog: string, cancel: () => HTMLElement): Promise<void> => {
  const withEscape = escapeNext.get(dialog) ?? true
  escapeNext.set(dialog, !withEscape)
  if (withEscape) await userEvent.setup().keyboard('{Escape}')
  else await userEvent.setup().click(cancel())
}
