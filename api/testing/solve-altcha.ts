// Tests need a human: they solve the challenge exactly as the browser does.
export { solveAltcha } from '../contract/human-verification.ts'
