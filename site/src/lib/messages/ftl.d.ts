// A Fluent file imported by an island is its compiled messages, and an island's first messages
// are a loader per language (vitePlugin.ts).
declare module '*.ftl' {
  const messages: import('./format').Compiled;
  export default messages;
}

declare module 'virtual:island-messages/*' {
  const messages: import('./catalog').Messages;
  export default messages;
}
