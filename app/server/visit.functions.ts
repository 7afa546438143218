// Where a visitor came from (`?source_id=` and the other configured names), kept as a cookie.
import { createServerFn } from '@tanstack/react-start'
import { setCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { SOURCE_ID_COOKIE_MAX_AGE_DAYS, SOURCE_ID_PARAMS } from '../../app.config'
import { env } from './env.server'

const sourceIdSchema = z.object({
  name: z.enum(SOURCE_ID_PARAMS),
  value: z.string().regex(/^[\w.~-]{1,100}$/),
})

export const rememberSource = createServerFn({ method: 'POST' })
  .validator(sourceIdSchema)
  .handler(({ data }) => {
    setCookie(data.name, data.value, {
      path: '/',
      maxAge: SOURCE_ID_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
      sameSite: 'lax',
      secure: env.APP_ENV === 'prod',
    })
  })
