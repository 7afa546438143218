// The validated environment of this server process; importing it fails fast on a bad setting.
import { readEnv } from '../../app.config'

export const env = readEnv()
