// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CategoryList } from './category-list'
import { CategoryMenus, type HeaderCategory } from './category-menus'

const categories: HeaderCategory[] = [
  {
    slug: 'career',
    name: 'Career & work',
    flowTemplates: [
      { slug: 'cover-letter', name: 'Cover letter' },
      { slug: 'professional-bio', name: 'Professional bio' },
    ],
  },
  {
    slug: 'audio',
    name: 'Music & audio',
    flowTemplates: [{ slug: 'lullaby', name: 'Lullaby' }],
  },
]

describe('CategoryMenus', () => {
  it('opens a grid of the category’s tools, linking to their pages, and closes on Escape', async () => {
    const user = userEvent.setup()
    render(<CategoryMenus categories={categories} />)
    expect(screen.getByRole('list', { name: 'Tools by category' })).toBeInTheDocument()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Career & work' }))
    const menu = screen.getByRole('menu')
    const tools = screen.getAllByRole('menuitem')
    expect(tools.map((tool) => [tool.textContent, tool.getAttribute('href')])).toEqual([
      ['Cover letter', '/cover-letter'],
      ['Professional bio', '/professional-bio'],
    ])
    expect(menu).not.toHaveTextContent('Lullaby')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('closes when a tool is chosen', async () => {
    const user = userEvent.setup()
    render(<CategoryMenus categories={categories} />)
    await user.click(screen.getByRole('button', { name: 'Music & audio' }))
    const lullaby = screen.getByRole('menuitem', { name: 'Lullaby' })
    // jsdom cannot follow the link: stop it once the menu has seen the click.
    const stayHere = (event: Event) => event.preventDefault()
    window.addEventListener('click', stayHere)
    await user.click(lullaby)
    window.removeEventListener('click', stayHere)
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('shows no menu when there are no categories (the API is unavailable)', () => {
    const { container } = render(<CategoryMenus categories={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('CategoryList', () => {
  it('lists every category with its tools, for the folded menu', () => {
    render(<CategoryList categories={categories} />)
    const career = screen.getByRole('list', { name: 'Career & work' })
    expect(career).toHaveTextContent('Cover letterProfessional bio')
    expect(screen.getByRole('link', { name: 'Lullaby' })).toHaveAttribute('href', '/lullaby')
  })
})
