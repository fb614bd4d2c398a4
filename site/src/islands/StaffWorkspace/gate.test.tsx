// The way into the workspace, as GET /api/staff/me says where the visitor stands: checking, signed
// out (with the way to sign in and back), a member without a staff role, a service out of reach.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storeAda, storedValues } from '../../lib/testing/account';
import { service } from '../../lib/testing/service';
import { StaffWorkspace } from './StaffWorkspace';
import { heading, openWorkspace, PAGE_TITLE, ROWS, STATUS } from './testing';

describe('StaffWorkspace: the gate', () => {
  it('renders the checking state first, so the HTML rendered at build time is the same for everyone', () => {
    storeAda();
    const html = renderToString(<StaffWorkspace />);
    expect(html).toContain('Checking your access to the staff workspace...');
    expect(html).not.toContain('Ada');
  });

  it('signed out (nothing stored): asks the service nothing and links to sign in, then back here', async () => {
    const calls = service({});
    openWorkspace('', { signedIn: false });
    await heading('Sign in to continue');
    expect(screen.getByText(/You are not signed in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/?next=%2Fstaff');
    expect(calls).toEqual([]);
    expect(document.title).toBe(PAGE_TITLE);
  });

  it('a session ended on the service (401) is signed out, and the stored values are cleared', async () => {
    service({
      'GET /staff/me': ({ response }) =>
        response(401).json({ code: 'not_signed_in', message: 'You are not signed in.' }),
    });
    openWorkspace();
    await heading('Sign in to continue');
    expect(storedValues()).toEqual([]);
  });

  it('a member without a staff role is told so, with the address they are signed in with', async () => {
    const calls = service({ 'GET /staff/me': STATUS({ role: undefined, secondFactorSetUp: false }) });
    openWorkspace();
    await heading('You cannot use the staff workspace');
    expect(
      screen.getByText("This page is for the association's staff. Your account has no staff role."),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/staff/me']);
    expect(calls[0].authorization).toBe('Bearer token-1');
  });

  it('an unreachable service says so and can be asked again', async () => {
    let reachable = false;
    service({
      'GET /staff/me': (info) => (reachable ? STATUS({ role: undefined })(info) : HttpResponse.error()),
    });
    const user = openWorkspace();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading('You cannot use the staff workspace');
  });

  it('a shared address survives signing in: kept for this tab, and shown again once back', async () => {
    service({});
    openWorkspace('?status=received&country=Kenya', { signedIn: false });
    await heading('Sign in to continue');
    expect(window.sessionStorage.getItem('iaaii_staff_address')).toBe('?status=received&country=Kenya');
  });

  it('back from signing in on the bare address, the kept address is restored', async () => {
    window.sessionStorage.setItem('iaaii_staff_address', '?status=received&country=Kenya');
    const calls = service({
      'GET /staff/me': STATUS(),
      'GET /staff/applications': ({ response }) => response(200).json({ items: ROWS, total: 2 }),
    });
    openWorkspace();
    await heading('Applications');
    await waitFor(() => expect(window.location.search).toBe('?status=received&country=Kenya'));
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?status=received&country=Kenya'));
    expect(window.sessionStorage.getItem('iaaii_staff_address')).toBeNull();
  });
});
