/** The XML namespaces a CFDI 4.0 and its complements are read in (Anexo 20; elements are matched by these, never by prefix). */
export const CFDI40_NS = 'http://www.sat.gob.mx/cfd/4'
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital'
export const PAGOS20_NS = 'http://www.sat.gob.mx/Pagos20'

/** Every CFDI version's namespace starts so (cfd/3 is CFDI 3.2 and 3.3): a root there is a CFDI of another version. */
export const CFDI_ANY_VERSION_NS_PREFIX = 'http://www.sat.gob.mx/cfd/'
