// What every form of the site does when it is sent, in one place: it checks the fields with the
// shared rules, shows what is wrong, and otherwise calls the service once at a time (busy until it
// answers), then shows the service's sentence in a notice and its messages under their fields.
// Focus follows, in the commit that draws the messages so nothing else takes it in between: to
// the first field in error (or, with `focus: 'summary'`, to the error summary, GOV.UK's way);
// without a field to correct, to the notice if the form asks for it.
import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { Errors } from '../validation';
import { useErrorTitle } from './errorTitle';
import { describeFailure } from './failure';
import { without } from './without';

/** What a failure shows: a sentence for the notice (none when empty) and the fields' messages. */
export interface Shown {
  message: string;
  fieldErrors: Errors;
}

export interface SubmitOptions {
  /** The form's fields in screen order: the first in error takes focus. */
  fields: readonly string[];
  /** The form's own checks; nothing is sent while they find something. */
  validate?: () => Errors;
  /** Calls the service and acts on its answer; a failure throws. */
  send: () => Promise<void>;
  /** Clears the form's other messages as a new submit starts. */
  onStart?: () => void;
  /** What a failure shows (describeFailure by default); null when it is handled otherwise. */
  describe?: (error: unknown) => Shown | null;
  /** After a success the form stays busy: the page is about to change, so a second press sends nothing. */
  staysBusy?: boolean;
  /** Without a field to correct, focus goes to the notice. */
  focusNotice?: boolean;
  /** Where focus goes when fields are in error: the first of them, or the error summary. */
  focus?: 'field' | 'summary';
}

/** What a field of the kit takes from the form: its id (the field's name), value, message and onChange. */
export interface BoundField {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

type FocusRequest = { to: 'field'; id: string } | { to: 'notice' } | { to: 'summary' };

export interface Submit {
  busy: boolean;
  /** The sentence for the form's notice, if any. */
  notice: string | null;
  errors: Errors;
  /** For the form's onSubmit. */
  submit: (event: FormEvent) => void;
  /** A field was edited: its message goes. */
  clearError: (field: string) => void;
  /** The props of a kit field (lib/forms) whose value is kept by `set`: an edit also clears its message. */
  bind: (field: string, value: string, set: (value: string) => void) => BoundField;
  /** Show messages found elsewhere (a part of the form that calls the service itself). */
  showErrors: (errors: Errors) => void;
  /** The element the notice is drawn in, for focus. */
  noticeRef: RefObject<HTMLElement | null>;
  /** For ErrorSummary's focusRequest. */
  summaryFocus: object | null;
}

function useFocusRequest(noticeRef: RefObject<HTMLElement | null>) {
  // A new object each time, so the same target is focused again after another failure.
  const [request, setRequest] = useState<FocusRequest | null>(null);
  useLayoutEffect(() => {
    if (request?.to === 'field') document.getElementById(request.id)?.focus();
    else if (request?.to === 'notice') noticeRef.current?.focus();
  }, [request, noticeRef]);
  return { request, setRequest };
}

export function useSubmit(options: SubmitOptions): Submit {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const sending = useRef(false);
  const noticeRef = useRef<HTMLElement | null>(null);
  const { request, setRequest } = useFocusRequest(noticeRef);
  const { fields, focus = 'field' } = options;
  useErrorTitle(notice !== null || Object.keys(errors).length > 0);

  function showErrors(found: Errors, noticeToo = false): boolean {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) setRequest(focus === 'summary' ? { to: 'summary' } : { to: 'field', id: first });
    else if (noticeToo && options.focusNotice) setRequest({ to: 'notice' });
    return first !== undefined;
  }

  function clearError(field: string) {
    setErrors((current) => without(current, field));
  }

  async function run() {
    sending.current = true;
    setBusy(true);
    try {
      await options.send();
      if (!options.staysBusy) setBusy(false);
      sending.current = options.staysBusy === true;
    } catch (error) {
      const shown = (options.describe ?? describeFailure)(error);
      if (shown) {
        setNotice(shown.message || null);
        showErrors(shown.fieldErrors, true);
      }
      setBusy(false);
      sending.current = false;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    // Removed first, so the same message is announced again after another failure.
    setNotice(null);
    options.onStart?.();
    if (showErrors(options.validate?.() ?? {})) return;
    void run();
  }

  return {
    busy,
    notice,
    errors,
    submit,
    clearError,
    bind: (field, value, set) => ({
      id: field,
      value,
      error: errors[field],
      onChange: (edited) => {
        set(edited);
        clearError(field);
      },
    }),
    showErrors: (found) => void showErrors(found),
    noticeRef,
    summaryFocus: request?.to === 'summary' ? request : null,
  };
}
