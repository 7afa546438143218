import { Hono } from 'hono'
import type { ApiBindings } from '../http/context.ts'
import { requireSession, startSession } from '../http/session.ts'

/** GET /sanctum/csrf-cookie: starts the session and hands out the XSRF-TOKEN cookie. */
export const sanctumRoutes = new Hono<ApiBindings>().get('/csrf-cookie', (c) => {
  startSession(requireSession(c))
  return c.body(null, 204)
})
