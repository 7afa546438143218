import { describe, expect, it } from 'vitest'
import { mergeShellOptions } from '~/lib/shell-options'

describe('mergeShellOptions', () => {
  it('shows everything by default', () => {
    expect(mergeShellOptions([{}, {}])).toEqual({
      protected: false,
      hideHeader: false,
      hideFooter: false,
      hideProgressBar: false,
    })
  })

  it('lets a layout mark its pages and a page override it', () => {
    const layout = { protected: true, hideFooter: true }
    expect(mergeShellOptions([{}, layout, {}])).toMatchObject({ protected: true, hideFooter: true })
    expect(mergeShellOptions([{}, layout, { hideFooter: false, hideProgressBar: true }])).toEqual({
      protected: true,
      hideHeader: false,
      hideFooter: false,
      hideProgressBar: true,
    })
  })
})
