import { cva } from 'styled-system/css'

/** The floating list of a menu, a select or a combobox: a bordered surface over the page that fades in and out. */
export const popupList = cva({
  base: {
    // Zag copies the content's z-index onto the positioner (inline --z-index), which wins over a class there.
    zIndex: 'dropdown',
    display: 'flex',
    flexDirection: 'column',
    py: '1',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'l2',
    boxShadow: 'overlay',
    outline: 'none',
    _open: { animation: 'fadeIn 120ms ease-out' },
    _closed: { animation: 'fadeOut 100ms ease-in' },
    _hidden: { display: 'none' },
  },
})
