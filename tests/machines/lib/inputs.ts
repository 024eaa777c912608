import { expect } from 'vitest'

/**
 * The field holds what was typed, as the browser keeps it: an e-mail input drops the spaces around it (HTML's
 * value sanitization), every other input keeps them.
 */
export const expectTyped = (input: HTMLElement, typed: string): void => {
  expect(input).toHaveValue((input as HTMLInputElement).type === 'email' ? typed.trim() : typed)
}
