import { cva, sva } from 'styled-system/css'

export const field = sva({
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText', 'passwordGroup'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full', minWidth: '0' },
    label: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.text', marginStart: '0.5' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'danger.text',
      // A message that wraps in a narrow column kept squeezing its icon.
      '& > svg': { flexShrink: '0' },
    },
    passwordGroup: { position: 'relative', width: 'full' },
  },
})

/** An icon button over the end of a text input: the password's show/hide toggle, the date field's calendar. */
export const inputEndButton = cva({
  base: {
    position: 'absolute',
    insetBlock: '0',
    insetInlineEnd: '0',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '11',
    color: 'fg.muted',
    borderRadius: 'l2',
    cursor: 'pointer',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    _disabled: { cursor: 'not-allowed', opacity: '0.6' },
  },
})

/** Shared look of text inputs, textareas and native selects. */
export const input = cva({
  base: {
    appearance: 'none',
    width: 'full',
    minWidth: '0',
    minH: '11',
    px: '3',
    py: '2',
    bg: 'bg.surface',
    color: 'fg',
    fontSize: 'md',
    lineHeight: '1.4',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'l2',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'ink.500' },
    _focusVisible: {
      outline: 'none',
      borderColor: 'focusRing',
      boxShadow: '0 0 0 1px token(colors.focusRing)',
    },
    _focus: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
    _invalid: {
      borderColor: 'danger',
      _focus: { boxShadow: '0 0 0 1px token(colors.danger)' },
    },
    _disabled: { bg: 'bg.muted', color: 'fg.disabled', cursor: 'not-allowed' },
    _readOnly: { bg: 'bg.subtle' },
  },
  variants: {
    kind: {
      input: {},
      textarea: { minH: '24', resize: 'vertical' },
      password: { paddingInlineEnd: '12' },
      /** Room for the calendar button (src/components/ui/DateField.tsx). */
      date: { paddingInlineEnd: '12' },
    },
  },
  defaultVariants: { kind: 'input' },
})
