// What other features use of billing: the plan names and usage rules, and the Billing Portal call.
export { billingApi } from './api'
export { CHECKOUT_MESSAGES, formatDate, PLAN_NAMES, pitchesAMonth, pitchUsage } from './plans'
