// What other features may use of My Company; everything else in this folder is its own.
export { COMPANY_MESSAGES } from './constants'
export { useActivateCompany } from './use-activate-company'
