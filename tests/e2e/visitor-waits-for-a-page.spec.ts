import { expect, test } from './fixtures'

test('a slow page shows the loader, whose bar fills by 20 every 300 ms', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  // From here on, time only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  // Hold the terms page's code so the navigation stays pending.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/terms-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })

  await page.locator('footer').getByRole('link', { name: 'Terms of use' }).click()
  await page.clock.runFor(1000)
  const bar = page.getByRole('progressbar', { name: 'Loading progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  for (const value of [20, 40, 60, 80, 100]) {
    await page.clock.runFor(300)
    await expect(bar).toHaveAttribute('aria-valuenow', String(value))
  }
  await page.clock.runFor(300)
  await expect(bar).toHaveAttribute('aria-valuenow', '100')

  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')
})
