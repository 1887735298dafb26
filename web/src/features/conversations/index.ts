// What other features may use of conversations: a pitch's thread (the pitch dialog shows it).
export { ConversationThread } from './components/conversation-thread'
