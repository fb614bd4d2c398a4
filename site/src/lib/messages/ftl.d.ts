// A Fluent file imported by an island is its compiled messages (vitePlugin.ts).
declare module '*.ftl' {
  const messages: import('./format').Compiled;
  export default messages;
}
