import type { ComponentPropsWithRef, HTMLAttributes, Ref } from 'react'
import { cx } from 'styled-system/css'
import { type CardVariantProps, card } from '@/theme/recipes/card'

export type CardProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> } & CardVariantProps & {
    /** Root element; use 'section' / 'article' / 'li' where it is semantic. */
    as?: 'div' | 'section' | 'article' | 'li' | 'aside'
  }

function CardRoot({ as = 'div', variant, interactive, className, ref, ...rest }: CardProps) {
  const Tag = as as 'div'
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={cx(card({ variant, interactive }).root, className)}
      {...rest}
    />
  )
}

function CardHeader({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(card().header, className)} {...rest} />
}

export type CardTitleProps = ComponentPropsWithRef<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'p' }

function CardTitle({ as: Tag = 'h2', className, ...rest }: CardTitleProps) {
  return <Tag className={cx(card().title, className)} {...rest} />
}

function CardDescription({ className, ...rest }: ComponentPropsWithRef<'p'>) {
  return <p className={cx(card().description, className)} {...rest} />
}

function CardBody({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(card().body, className)} {...rest} />
}

function CardFooter({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(card().footer, className)} {...rest} />
}

/**
 *   <Card>
 *     <Card.Header><Card.Title>Crédito</Card.Title><Card.Description>…</Card.Description></Card.Header>
 *     <Card.Body>…</Card.Body>
 *     <Card.Footer><Button>…</Button></Card.Footer>
 *   </Card>
 */
export const Card = Object.assign(CardRoot, {
  Root: CardRoot,
  Header: CardHeader,
  Title: CardTitle,
  Description: CardDescription,
  Body: CardBody,
  Footer: CardFooter,
})
