// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Button } from './button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet'

describe('Dialog', () => {
  it('opens from its trigger and closes with the labelled close button', async () => {
    const user = userEvent.setup()
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Fermer">
          <DialogHeader>
            <DialogTitle>Titre</DialogTitle>
            <DialogDescription>Texte</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Titre' })
    expect(dialog).toHaveAccessibleDescription('Texte')

    await user.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Sheet', () => {
  it('renders on the requested side with a labelled close button', async () => {
    const user = userEvent.setup()
    render(
      <Sheet>
        <SheetTrigger>Menu</SheetTrigger>
        <SheetContent side="left" closeLabel="Cerrar">
          <SheetTitle>Navegación</SheetTitle>
          <SheetDescription>Enlaces</SheetDescription>
        </SheetContent>
      </Sheet>,
    )

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const sheet = screen.getByRole('dialog', { name: 'Navegación' })
    expect(sheet).toHaveAttribute('data-side', 'left')
    expect(sheet).toHaveClass('left-0')

    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
