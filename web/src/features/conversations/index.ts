// What other features may use of conversations: a pitch's thread (the pitch dialog shows it), and the
// same thread as a dialog of its own (a /workflow card's reply opens it).
export { ConversationDialog } from './components/conversation-dialog'
export { ConversationThread } from './components/conversation-thread'
