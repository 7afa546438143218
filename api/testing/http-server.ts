// The test API served over real HTTP by srvx, as in production: what in-process requests cannot
// show (Node request objects, Host headers, chunked bodies) shows here.
import { serve } from 'srvx'
import { APP_ORIGIN, type TestApi, TestBrowser } from './harness.ts'

export async function serveOverHttp(api: TestApi) {
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: api.app.fetch,
    gracefulShutdown: false,
    silent: true,
  })
  await server.ready()
  const base = server.url?.replace(/\/$/, '') ?? ''
  return {
    base,
    /** A browser of the app's origin whose requests go over HTTP to the served API. */
    browser: () =>
      new TestBrowser({ request: (path, init) => fetch(`${base}${path}`, init) }, APP_ORIGIN),
    close: () => server.close(true),
  }
}
