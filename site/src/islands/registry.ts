// Every island, once: its name (what a page's Markdown tag names and what ssg reads from the
// manifest, since the Vite config keys each entry by it) and its browser entry, which mounts it.
// The Vite config builds one entry per island from this list, and the SSR entry (src/ssr.tsx)
// renders the component of each name. Plain data with no React, so the config can import it.
//
// Each entry module mounts the island with `mountIsland(<name>, <component>)`; the component of the
// same name is what src/ssr.tsx renders at build time.

export const ISLANDS = {
  AccountSettings: 'src/islands/AccountSettings/index.tsx',
  ConfirmEmail: 'src/islands/ConfirmEmail/index.tsx',
  LoginForm: 'src/islands/LoginForm/index.tsx',
  MembershipWizard: 'src/islands/MembershipWizard/index.tsx',
  PasswordRecovery: 'src/islands/PasswordRecovery/index.tsx',
  Profile: 'src/islands/Profile/index.tsx',
  SignupForm: 'src/islands/SignupForm/index.tsx',
  StaffWorkspace: 'src/islands/StaffWorkspace/index.tsx',
} as const;

export type IslandName = keyof typeof ISLANDS;

/** The entries that are not islands: plain TypeScript on every page (header) or some (deadline). */
export const PAGE_SCRIPTS = {
  header: 'src/header/header.ts',
  deadline: 'src/deadline/deadline.ts',
} as const;
