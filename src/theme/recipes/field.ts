/**
 * Fields: the frame (a column with its label, helper and error texts), the text input's look and the select's
 * and combobox's parts. One base of what they share stays in this file, unexported (Panda extracts CSS only from
 * objects in the recipe's own module: src/theme/recipes/overlay.ts).
 */
import { cva, sva } from 'styled-system/css'

/** A field's column: label, control, messages. */
const fieldRoot = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  width: 'full',
  minWidth: '0',
} as const

const fieldLabel = {
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg',
  _disabled: { color: 'fg.disabled' },
} as const

/** The box of a text input, a select's trigger and a combobox's input. */
const controlBox = {
  width: 'full',
  minH: '11',
  bg: 'bg.surface',
  color: 'fg',
  fontSize: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  _hover: { borderColor: 'ink.500' },
  _disabled: { bg: 'bg.muted', color: 'fg.disabled', cursor: 'not-allowed' },
} as const

/** An icon button over the end of a control (a text input's, a combobox's). */
const iconInControl = {
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg' },
} as const

const focusRing = { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' } as const

/** A text input's box (typed into: no outline, a placeholder). */
const textBox = {
  ...controlBox,
  appearance: 'none',
  minWidth: '0',
  outline: 'none',
  _placeholder: { color: 'fg.subtle' },
  _focus: focusRing,
} as const

export const field = sva({
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText', 'passwordGroup'],
  base: {
    root: fieldRoot,
    label: fieldLabel,
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
    ...iconInControl,
    insetBlock: '0',
    insetInlineEnd: '0',
    width: '11',
    borderRadius: 'l2',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    _disabled: { cursor: 'not-allowed', opacity: '0.6' },
  },
})

/** Shared look of text inputs, textareas and native selects. */
export const input = cva({
  base: {
    ...textBox,
    px: '3',
    py: '2',
    lineHeight: '1.4',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _focusVisible: { outline: 'none', ...focusRing },
    _invalid: {
      borderColor: 'danger',
      _focus: { boxShadow: '0 0 0 1px token(colors.danger)' },
    },
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

/** Select and Combobox (Ark parts with the same names). */
export const select = sva({
  slots: [
    'root',
    'label',
    'control',
    'trigger',
    'valueText',
    'indicator',
    'input',
    'clearTrigger',
    'positioner',
    'content',
    'item',
    'itemText',
    'itemDescription',
    'itemIndicator',
    'empty',
  ],
  base: {
    root: fieldRoot,
    label: fieldLabel,
    control: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    trigger: {
      ...controlBox,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '3',
      textAlign: 'start',
      cursor: 'pointer',
      _focusVisible: { outline: 'none', ...focusRing },
      _invalid: { borderColor: 'danger' },
      '&[data-placeholder-shown]': { color: 'fg.subtle' },
    },
    valueText: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform 150ms',
      _open: { transform: 'rotate(180deg)' },
    },
    input: { ...textBox, ps: '3', pe: '11', _invalid: { borderColor: 'danger' } },
    clearTrigger: { ...iconInControl, insetInlineEnd: '10', width: '8', height: '8', borderRadius: 'l1' },
    positioner: { zIndex: 'dropdown', width: 'var(--reference-width)' },
    // Over popupList (src/theme/recipes/popup-list.ts).
    content: { maxHeight: 'min(20rem, var(--available-height, 20rem))', overflowY: 'auto' },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minH: '11',
      px: '3',
      py: '2',
      fontSize: 'md',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.muted' },
      _selected: { fontWeight: 'semibold' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    itemText: { display: 'flex', flexDirection: 'column', minWidth: '0', overflowWrap: 'anywhere' },
    itemDescription: { fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal' },
    itemIndicator: { display: 'inline-flex', color: 'accent.text' },
    empty: { px: '3', py: '3', fontSize: 'sm', color: 'fg.muted' },
  },
})
