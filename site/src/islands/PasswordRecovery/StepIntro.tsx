// The paragraph that says where the visitor is in the reset, under each step's heading. It
// belongs to the island rather than to the page's Markdown: the flow moves between its three
// pages without a page load, so only the island can keep the text in step with what is shown
// (as namePage keeps the title, heading, breadcrumb and lead). It links only to the start of the
// flow and out of it, never into its middle, where a page opened on its own has no state. Each
// step writes its own words, so a page loads only its step's messages.
import type { ReactNode } from 'react';

export function StepIntro({ children }: { children: ReactNode }) {
  return <p className="recovery-intro">{children}</p>;
}
