import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

const escapeNext = new Map<string, boolean>()

/**
 * Waits until the dialog holding `inside` has taken the focus: Ark sets a dialog up (focus moved in, Escape and
 * outside clicks listened for, the element to give the focus back to remembered) a moment after it shows, and a
 * person reacts later than that. Acting before it, on a busy machine, Escape went nowhere.
 */
export const untilDialogReady = async (inside: HTMLElement): Promise<void> => {
  const dialog = inside.closest('[role="dialog"], [role="alertdialog"]')
  await waitFor(() => expect(dialog?.contains(document.activeElement)).toBe(true))
}

/**
 * Closes a dialog the two ways a person does, by turns per dialog: Escape (the dialog's `onOpenChange`) and its
 * 'Cancelar' button (`cancel` finds it). Both must close it; a view walk that only clicked the button left the
 * other way untested (mutation testing found it).
 */
export const closeByTurns = async (dialog: string, cancel: () => HTMLElement): Promise<void> => {
  const withEscape = escapeNext.get(dialog) ?? true
  escapeNext.set(dialog, !withEscape)
  await untilDialogReady(cancel())
  if (withEscape) await userEvent.setup().keyboard('{Escape}')
  else await userEvent.setup().click(cancel())
}
