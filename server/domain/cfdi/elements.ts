import type { Element } from '@xmldom/xmldom'

/** Namespace-aware lookups in a parsed document: an element is its namespace plus local name, whatever its prefix. */

const ELEMENT_NODE = 1

export const isNamed = (element: Element, namespace: string, localName: string): boolean =>
  element.namespaceURI === namespace && element.localName === localName

/** The child elements of `parent`, in document order. */
export function childElements(parent: Element): Element[] {
  const found: Element[] = []
  for (let node = parent.firstChild; node; node = node.nextSibling)
    if (node.nodeType === ELEMENT_NODE) found.push(node as Element)
  return found
}

/** The child elements of `parent` with that namespace and local name, in document order. */
export const childrenNamed = (parent: Element, namespace: string, localName: string): Element[] =>
  childElements(parent).filter((child) => isNamed(child, namespace, localName))

/** An attribute without namespace (as every CFDI attribute is), trimmed; null when absent or blank. */
export function attributeOf(element: Element, name: string): string | null {
  const value = element.getAttributeNS(null, name)?.trim()
  return value ? value : null
}
