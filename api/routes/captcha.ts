import { Hono } from 'hono'
import type { ApiBindings } from '../http/context.ts'
import { HttpError } from '../http/errors.ts'

/** GET /api/captcha/challenge: a fresh ALTCHA proof-of-work challenge for the browser widget. */
export const captchaRoutes = new Hono<ApiBindings>().get('/captcha/challenge', async (c) => {
  const { humanVerifier } = c.get('services')
  if (humanVerifier.mode !== 'altcha') throw new HttpError(404, { message: 'Not found.' })
  c.header('Cache-Control', 'no-store')
  return c.json(await humanVerifier.createChallenge())
})
