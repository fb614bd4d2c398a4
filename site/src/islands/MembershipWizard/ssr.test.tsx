// @vitest-environment node
// Islands are rendered to HTML at build time: the render must not touch window or storage, and
// its markup must not depend on a stored draft (which is restored after hydration).

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MembershipWizard } from './MembershipWizard';

describe('server rendering', () => {
  it('renders step 1 without a browser', () => {
    const html = renderToString(
      <MembershipWizard
        countries={[{ code: 'GH', name: 'Ghana' }]}
        membershipTypes={[{ value: 'regular', label: 'Regular' }]}
      />,
    );
    expect(html).toContain('Step 1 of 4');
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('<option value="Ghana">Ghana</option>');
    expect(html).toContain('>Next</button>');
  });

  it('renders the status region of the notices, empty, so that what it receives later is announced', () => {
    const html = renderToString(<MembershipWizard countries={[]} membershipTypes={[]} />);
    expect(html).toContain('<div role="status"></div>');
  });

  it('renders the same markup every time', () => {
    const render = () => renderToString(<MembershipWizard countries={[]} membershipTypes={[]} />);
    expect(render()).toBe(render());
  });

  it('still renders when the data props did not arrive', () => {
    const props = { countries: 'data:countries', membershipTypes: undefined } as unknown as Parameters<
      typeof MembershipWizard
    >[0];
    expect(renderToString(<MembershipWizard {...props} />)).toContain('Select your country');
  });
});
