// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CategoryList } from './category-list'
import { CategoryMenus, type HeaderCategory } from './category-menus'

// Opening and closing are the browser's (the popover API, which jsdom lacks): the end-to-end
// test visitor-uses-the-shell.spec.ts clicks through them in Chromium.

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
  it('gives each category a button that opens a panel of its tools, linking to their pages', () => {
    render(<CategoryMenus categories={categories} />)
    expect(screen.getByRole('list', { name: 'Tools by category' })).toBeInTheDocument()

    const career = screen.getByRole('button', { name: 'Career & work' })
    const panel = document.getElementById(career.getAttribute('popovertarget') ?? '')
    if (!panel) throw new Error('The button opens no panel')
    expect(panel).toHaveAttribute('popover', 'auto')
    // Closed until the button opens it, so hidden from the accessibility tree for now.
    expect(within(panel).queryAllByRole('link')).toEqual([])
    const links = within(panel).getAllByRole('link', { hidden: true })
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cover letter', '/cover-letter'],
      ['Professional bio', '/professional-bio'],
    ])
    expect(panel).not.toHaveTextContent('Lullaby')
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
