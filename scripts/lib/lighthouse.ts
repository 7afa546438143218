// Lighthouse's default (mobile) preset against a URL in Debian's Chromium; the median run.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseFigures = {
  performance: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run']
chromeFlags.push('--disable-background-networking', '--disable-component-update', '--disable-sync')

async function once(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    })
    const audits = result?.lhr.audits
    const value = (id: string) => audits?.[id]?.numericValue ?? Number.NaN
    return {
      performance: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    }
  } finally {
    chrome.kill()
  }
}

/** Runs Lighthouse `runs` times and returns the run with the median performance score. */
export async function lighthouseMobile(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = []
  for (let run = 0; run < runs; run++) results.push(await once(url))
  results.sort((a, b) => a.performance - b.performance)
  const median = results[Math.floor(results.length / 2)]
  if (!median) throw new Error('Lighthouse produced no result')
  return median
}
