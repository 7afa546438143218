// The wizard's writes: loaded with the wizard's own code, not with every page.
import { answerStep, processFlowStep, startFlow } from '~/server/flow-steps.functions'

export const flowStepActions = { startFlow, answerStep, processFlowStep }
