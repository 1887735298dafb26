// What other features may use of Discovery: how a journalist is shown, and the CSV export of journalists.
export {
  Avatar,
  ContactFacts,
  formatDate,
  JournalistMeta,
  RecentArticles,
  TopicTags,
} from './components/journalist-parts'
export { useSearchExports } from './use-search-exports'
