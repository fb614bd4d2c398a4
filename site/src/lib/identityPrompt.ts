// "Confirm it is you" before a change to what guards the account (the service's sudo mode): an
// operation that needs the password given lately answers 403 with the code `confirm_identity`.
// A page that makes such changes mounts lib/twoStep/IdentityPrompt, which registers here; the
// client (lib/api.ts) then asks it, and sends the call again once the member has confirmed.
// Pages without one get the service's refusal as any other.

type Ask = () => Promise<boolean>;

let asker: Ask | null = null;

/** Register the page's prompt (or none): a function that resolves true once confirmed. */
export function setIdentityPrompt(ask: Ask | null): void {
  asker = ask;
}

/** Ask the page's prompt; false when there is none or the member cancelled. */
export function confirmIdentity(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(false);
}
