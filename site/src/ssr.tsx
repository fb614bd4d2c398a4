// Build-time rendering of islands to HTML (Vite's SSR build of this file is run by
// scripts/prerender.mjs for ssg). The components are those of the registry's names
// (src/islands/registry.ts): the type below fails to check when an island is missing here.
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { AccountSettings } from './islands/AccountSettings/AccountSettings';
import { ConfirmEmail } from './islands/ConfirmEmail/ConfirmEmail';
import { LoginForm } from './islands/LoginForm/LoginForm';
import { MembershipWizard } from './islands/MembershipWizard/MembershipWizard';
import { PasswordRecovery } from './islands/PasswordRecovery/PasswordRecovery';
import { Profile } from './islands/Profile/Profile';
import type { IslandName } from './islands/registry';
import { SignupForm } from './islands/SignupForm/SignupForm';
import { StaffWorkspace } from './islands/StaffWorkspace/StaffWorkspace';
import { setBuildTimeLanguage } from './lib/language';
import { loadLanguage } from './lib/messages/catalog';
import { setBuildTimeBasePath } from './lib/paths';

// Props come from the page as JSON, so each component takes what it declares.
// biome-ignore lint/suspicious/noExplicitAny: the props of each island are checked where the page writes them (ssg), not here.
type Island = ComponentType<any>;

const COMPONENTS: Record<IslandName, Island> = {
  AccountSettings,
  ConfirmEmail,
  LoginForm,
  MembershipWizard,
  PasswordRecovery,
  Profile,
  SignupForm,
  StaffWorkspace,
};

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(COMPONENTS, name);
}

/**
 * The HTML of one island with its props, as the page at `route` in `language` shows it before
 * hydration, for a site published under `basePath`.
 */
export async function render(
  name: string,
  props: Record<string, unknown>,
  route: string,
  basePath: string,
  language = 'en',
): Promise<string> {
  if (!isIslandName(name)) throw new Error(`no island ${name} in src/islands/registry.ts`);
  const Island = COMPONENTS[name];
  setBuildTimeBasePath(basePath);
  setBuildTimeLanguage(language);
  await loadLanguage(language);
  const { prelude } = await prerender(<Island {...props} ssrLocation={route} />);
  return new Response(prelude).text();
}
