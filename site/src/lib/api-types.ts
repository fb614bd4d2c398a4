// Generated from forms-api/openapi.json by openapi-typescript: do not edit by hand.
// Regenerate with `npm run api-types` in site/ (scripts/api-types.mjs); the test command runs
// `node scripts/api-types.mjs --check`, which fails when this file is out of date.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness, at the address of earlier versions. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process answers, whatever the database does (restart on failure). */
        get: operations["live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 when the database answers and takes a write within two seconds and no
         *     mail waits for a sender; 503 with the reason otherwise (send no traffic).
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of applications (50), filtered and sorted; `q` finds a reference, an address, or
         *     the start of a name. Reviewers and admins.
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/applications/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application: every answer and its history. Recorded in the audit log. */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/applications/{reference}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or decline an application waiting for a decision; the applicant is mailed the
         *     decision with the note.
         */
        post: operations["decideApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/applications/{reference}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a decided application again, to decide anew (admins only). The applicant is not
         *     mailed; the new decision will be.
         */
        post: operations["reopenApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/applications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered list (no pages) as CSV (cells that a spreadsheet would run as formulas are
         *     neutralised) or JSON, for download. Recorded in the audit log.
         */
        get: operations["exportApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, a hundred entries a page (admins only). */
        get: operations["readAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the signed-in account stands with the staff workspace: its role, and whether
         *     two-step verification is set up and passed in this session (answered to a session that
         *     has not passed it yet).
         */
        get: operations["staffStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff member with their role (admins only). */
        get: operations["listStaff"];
        put?: never;
        /** Give a confirmed account a role, or change it (admins only). */
        post: operations["grantRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/roles/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an account's role away (admins only; not one's own). */
        post: operations["revokeRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a staff member's second factor, so they set it up again at their next visit
         *     (admins only): for a lost phone with no recovery code left.
         */
        post: operations["resetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in member's password; ends every other session and answers a new one. */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/confirm-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send on an application kept until its address was confirmed, with the token from the
         *     link mailed to that address; it then reaches the staff and is acknowledged.
         */
        post: operations["confirmApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an account's address with the token from the mailed link; the account can then
         *     sign in.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a six-digit code by e-mail. The answer is the same whether or not the address has
         *     an account; asking again from the same browser sends a new code and voids the previous
         *     one. The answer sets the HttpOnly `iaaii_recovery` cookie: only the browser holding it may
         *     try the code. The mail also holds a link to `/reset-password/` that works from any
         *     browser for an hour. At most 5 codes an hour go to one address, whoever asks.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: answers the user and a session token, and sets the session cookie. An account
         *     whose address is not yet confirmed is refused with 403 (only for the right password).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session on the service and clears the cookie. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, from the session cookie or an `Authorization: Bearer` token. */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member's applications, newest first: those sent with the account's
         *     (confirmed) address, before or after the account was created.
         */
        get: operations["myApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/confirm-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm it is you with the account's password: for the next ten minutes this session may
         *     change what guards the account (passkeys, the authenticator app, recovery codes and, for
         *     admins, staff roles), which otherwise answer 403 with the code `confirm_identity`.
         */
        post: operations["confirmIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A copy of everything stored about the signed-in member's account and the applications
         *     sent with its address. The member is told by mail that a copy was made.
         */
        post: operations["downloadMyData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the signed-in member's account, with the current password: every session ends and
         *     the account, its codes and links are deleted; applications are kept as the privacy notice
         *     states. Confirmed by mail.
         */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's unfinished application, if any. */
        get: operations["getDraft"];
        put?: never;
        /** Keep the signed-in member's unfinished application, unless one saved later is kept. */
        post: operations["saveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/draft/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget the signed-in member's unfinished application ("Start again"). */
        post: operations["deleteDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish adding a passkey with the browser's answer. The account's first second factor
         *     comes with ten recovery codes; the owner is told by mail.
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/passkeys/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove one of the account's passkeys; not the account's last second factor (turning
         *     two-step verification off is its own operation, with the password).
         */
        post: operations["removePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin adding a passkey: the options for `navigator.credentials.create()`. */
        post: operations["passkeyCreationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the account stands with two-step verification, and whether this session has yet
         *     to pass it (answered to a session that has not).
         */
        get: operations["secondFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish setting up with a first code from the app: answers ten single-use recovery codes
         *     (replacing any earlier ones), and this session has passed the second factor.
         */
        post: operations["confirmSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pass the second factor with the browser's answer: the session then counts as signed in. */
        post: operations["passkeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin passing the second factor with a passkey: the options for
         *     `navigator.credentials.get()`, naming the account's passkeys.
         */
        post: operations["passkeyRequestOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes, with a current code from the authenticator app (not a recovery
         *     code, so a session left open cannot take them); the earlier codes stop working.
         */
        post: operations["renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin setting up an authenticator app: a new secret, as text and as a QR code. Replaces
         *     a set-up not finished; refused once an app is set up.
         */
        post: operations["beginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/turn-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step verification off (members only), with the account's password: the
         *     authenticator app, passkeys and recovery codes are removed, and the owner is told by mail.
         */
        post: operations["turnOffSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/second-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass the second factor in this session with a code from the app (each accepted once) or
         *     a recovery code (each works once): the session then counts as signed in. Wrong codes are
         *     limited per account.
         */
        post: operations["verifySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new confirmation link. The answer is the same whether or not the address has an
         *     account waiting for confirmation.
         */
        post: operations["resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token (from a verified code, or from the mail's link); ends
         *     every session of the account, voids its other codes and links, and forgets the wrong
         *     passwords counted against it.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account. The answer is the same whether or not the address has an account: a
         *     new address is sent a link to confirm it, and the owner of an existing one is told that
         *     someone tried to sign up with it.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/submit-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a membership application. */
        post: operations["submitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the e-mail and the code for a reset token, from the browser that asked for the
         *     code (its `iaaii_recovery` cookie); tries from elsewhere are refused without being compared.
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AccountRequest
         * @example {
         *       "email": "grace@example.org"
         *     }
         */
        AccountRequest: {
            email?: string | null;
        };
        /**
         * Application
         * @description A stored application: every field validated and trimmed.
         */
        Application: {
            areasForCollaboration: string;
            areasOfSpecialization: string;
            confidentialityConsent: boolean;
            contactPersonInstitution: string;
            contactPersonName: string;
            country: string;
            department: string;
            email: string;
            familyName: string;
            firstName: string;
            gender: string;
            highestQualification: string;
            institution: string;
            jobClassification: string;
            jobTitle: string;
            /**
             * @description The language it was sent in (`en`, `fr` or `es`; empty in those sent before): the
             *     applicant's mail is written in it.
             */
            language: string;
            membershipType: string;
            mobile: string;
            researchInterests: string;
            subjectClassification: string;
            /** Format: double */
            yearsInAcademia?: number;
        };
        /** ApplicationDetail */
        ApplicationDetail: {
            /** @description Every answer as sent. */
            answers: components["schemas"]["Application"] & unknown;
            decidedAt?: string;
            decisionNote?: string;
            email: string;
            history: components["schemas"]["HistoryLine"][];
            name: string;
            reference: string;
            status: components["schemas"]["Status"];
            submittedAt: string;
        };
        /** ApplicationPage */
        ApplicationPage: {
            items: components["schemas"]["ApplicationRow"][];
            /** @description Pass as `after` for the next page; none on the last. */
            next?: string;
            /**
             * Format: int64
             * @description How many applications match the filters.
             */
            total: number;
        };
        /**
         * ApplicationRequest
         * @description The application as the wizard sends it (spec section 3). List-like fields are comma separated.
         * @example {
         *       "areasForCollaboration": "Teaching, joint research",
         *       "areasOfSpecialization": "Machine reasoning",
         *       "confidentialityConsent": true,
         *       "contactPersonInstitution": "Royal Society",
         *       "contactPersonName": "Charles Babbage",
         *       "country": "France",
         *       "department": "Mathematics",
         *       "email": "ada@example.org",
         *       "familyName": "Lovelace",
         *       "firstName": "Ada",
         *       "gender": "Female",
         *       "highestQualification": "PhD",
         *       "institution": "University of London",
         *       "jobClassification": "Academic staff",
         *       "jobTitle": "Research fellow",
         *       "membershipType": "regular",
         *       "mobile": "+33 1 23 45 67 89",
         *       "researchInterests": "Analytical engines, symbolic computation",
         *       "subjectClassification": "68T01",
         *       "yearsInAcademia": 12
         *     }
         */
        ApplicationRequest: {
            areasForCollaboration?: string | null;
            areasOfSpecialization?: string | null;
            confidentialityConsent?: boolean | null;
            contactPersonInstitution?: string | null;
            contactPersonName?: string | null;
            /** @description A country name as listed by the form (ISO 3166 short name of a UN member state). */
            country?: string | null;
            department?: string | null;
            email?: string | null;
            familyName?: string | null;
            firstName?: string | null;
            /** @description Male, Female or Prefer not to say. */
            gender?: string | null;
            highestQualification?: string | null;
            institution?: string | null;
            jobClassification?: string | null;
            jobTitle?: string | null;
            /** @description regular, student, institutional, corporate or emeritus. */
            membershipType?: string | null;
            mobile?: string | null;
            researchInterests?: string | null;
            subjectClassification?: string | null;
            /**
             * Format: double
             * @description Optional; a number of 0 or more.
             */
            yearsInAcademia?: number | null;
        };
        /**
         * ApplicationRow
         * @description A row of the list.
         */
        ApplicationRow: {
            country: string;
            email: string;
            membershipType: string;
            name: string;
            reference: string;
            status: components["schemas"]["Status"];
            /** @description RFC 3339. */
            submittedAt: string;
        };
        /** AuditLine */
        AuditLine: {
            action: string;
            actor: string;
            at: string;
            client: string;
            detail: string;
            /** Format: int64 */
            seq: number;
            subject: string;
        };
        /** AuditPage */
        AuditPage: {
            entries: components["schemas"]["AuditLine"][];
            /**
             * Format: int64
             * @description Pass as `before` for older entries; none on the last page.
             */
            next?: number;
        };
        /**
         * CeremonyOptions
         * @description The options to give `navigator.credentials.create()` or `.get()`: `{ publicKey: … }`.
         */
        CeremonyOptions: {
            publicKey: unknown;
        };
        /**
         * ChangePasswordRequest
         * @example {
         *       "currentPassword": "Analytical-Engine-1843",
         *       "newPassword": "Difference-Engine-1822"
         *     }
         */
        ChangePasswordRequest: {
            currentPassword?: string | null;
            newPassword?: string | null;
        };
        /** ChangePasswordResponse */
        ChangePasswordResponse: {
            /** @description A fresh session: every other session of the account has ended. */
            accessToken: string;
            message: string;
        };
        /**
         * CodeRequest
         * @example {
         *       "code": "123456",
         *       "rememberMe": null
         *     }
         */
        CodeRequest: {
            /** @description A six-digit code from the authenticator app, or (to pass) a recovery code. */
            code?: string | null;
            /** @description Keep the browser signed in for 30 days (as asked at sign-in). */
            rememberMe?: boolean | null;
        };
        /**
         * ConfirmApplicationRequest
         * @example {
         *       "token": "c9f0f895fb98ab9159f51fd0297e236d8f14e45fceea167a5a36dedd4bea2543"
         *     }
         */
        ConfirmApplicationRequest: {
            /** @description The token from the mailed link (`/confirm-application#token=...`). */
            token?: string | null;
        };
        /**
         * ConfirmEmailRequest
         * @example {
         *       "token": "8f14e45fceea167a5a36dedd4bea2543c9f0f895fb98ab9159f51fd0297e236d"
         *     }
         */
        ConfirmEmailRequest: {
            /** @description The token from the link in the confirmation mail (`/confirm-email#token=...`). */
            token?: string | null;
        };
        /**
         * ConfirmIdentityRequest
         * @example {
         *       "currentPassword": "Analytical-Engine-1843"
         *     }
         */
        ConfirmIdentityRequest: {
            currentPassword?: string | null;
        };
        /**
         * @description What the staff decide on an application that waits for them.
         * @enum {string}
         */
        DecisionChoice: "accepted" | "declined";
        /**
         * DecisionRequest
         * @example {
         *       "decision": "accepted",
         *       "note": "Welcome to the association."
         *     }
         */
        DecisionRequest: {
            decision?: (components["schemas"]["DecisionChoice"] & unknown) | null;
            /** @description Included in the mail to the applicant and shown on their profile. */
            note?: string | null;
        };
        /**
         * DeleteAccountRequest
         * @example {
         *       "currentPassword": "Analytical-Engine-1843"
         *     }
         */
        DeleteAccountRequest: {
            currentPassword?: string | null;
        };
        /**
         * Draft
         * @description A draft as the wizard keeps it.
         * @example {
         *       "answers": {
         *         "familyName": "Lovelace",
         *         "firstName": "Ada"
         *       },
         *       "savedAt": 1795000000000,
         *       "step": 1
         *     }
         */
        Draft: {
            /** @description The answers so far, keyed as the form's fields (an object). */
            answers: unknown;
            /**
             * Format: int64
             * @description When the member's browser saved it, in milliseconds since 1970 (the newest is kept).
             */
            savedAt: number;
            /**
             * Format: int64
             * @description The step the member was on: 0 to 3 the wizard's four steps of questions, 4 "Check your
             *     answers".
             */
            step: number;
        };
        /** DraftSaved */
        DraftSaved: {
            /** @description False when a newer draft was kept already (saved from another device). */
            kept: boolean;
        };
        /** ErrorBody */
        ErrorBody: {
            /** @description What kind of error it is: stable, for programs. */
            code: components["schemas"]["ErrorCode"] & unknown;
            /** @description Per-field messages (field name as in the request -> message), for validation errors. */
            errors?: {
                [key: string]: string;
            };
            /** @description What went wrong, in words for a person. */
            message: string;
        };
        /**
         * @description What kind of error it is, for programs: stable, whatever the language of `message`.
         * @enum {string}
         */
        ErrorCode: "invalid_fields" | "refused" | "unreadable" | "not_signed_in" | "second_factor_required" | "conflicting_credentials" | "confirm_identity" | "forbidden" | "not_found" | "too_large" | "not_json" | "rate_limited" | "server_fault" | "unavailable";
        /** ExportFile */
        ExportFile: {
            content: string;
            contentType: string;
            /** Format: int64 */
            count: number;
            filename: string;
        };
        /** @enum {string} */
        ExportFormat: "csv" | "json";
        /** FactorEnrolled */
        FactorEnrolled: {
            message: string;
            /** @description Ten single-use codes, each good for one sign-in without the app: shown once, never again. */
            recoveryCodes: string[];
        };
        /** FactorPassed */
        FactorPassed: {
            message: string;
            /** Format: int64 */
            recoveryCodesLeft: number;
        };
        /**
         * FactorSetup
         * @description What setting up an authenticator app needs.
         */
        FactorSetup: {
            /** @description The QR code, as SVG markup. */
            qrSvg: string;
            /** @description The secret as text, for apps set up by typing it (base32). */
            secret: string;
            /** @description The `otpauth://` address the QR code holds. */
            uri: string;
        };
        /**
         * ForgotPasswordRequest
         * @example {
         *       "email": "ada@example.org"
         *     }
         */
        ForgotPasswordRequest: {
            email?: string | null;
        };
        /**
         * GrantRequest
         * @example {
         *       "email": "grace@example.org",
         *       "role": "reviewer"
         *     }
         */
        GrantRequest: {
            email?: string | null;
            role?: (components["schemas"]["Role"] & unknown) | null;
        };
        /** Health */
        Health: {
            /** @description Why the instance is not ready, for the operator. */
            reason?: string;
            /** @description `ok`, or `unavailable`. */
            status: string;
        };
        /**
         * HistoryLine
         * @description A line of an application's history.
         */
        HistoryLine: {
            action: string;
            /** @description Who: a staff member's address, "command line", or the applicant. */
            actor: string;
            at: string;
            detail: string;
        };
        /**
         * LoginRequest
         * @example {
         *       "email": "ada@example.org",
         *       "password": "Analytical-Engine-1843",
         *       "rememberMe": true
         *     }
         */
        LoginRequest: {
            email?: string | null;
            password?: string | null;
            /** @description Keep the session cookie across browser restarts (otherwise it ends with the browser). */
            rememberMe?: boolean | null;
        };
        /** LoginResponse */
        LoginResponse: {
            /** @description The session token, also set as an HttpOnly cookie; send it as `Authorization: Bearer`. */
            accessToken: string;
            /**
             * @description Present when the account has two-step verification: the session counts as signed in
             *     only once it has passed it (`verifySecondFactor` or `passkeySignIn`); until then every
             *     other operation answers 401.
             */
            secondFactor?: components["schemas"]["SecondFactorNeeded"] & unknown;
            user: components["schemas"]["User"];
        };
        /** Message */
        Message: {
            message: string;
        };
        /** MyAccount */
        MyAccount: {
            createdAt: string;
            email: string;
            emailConfirmedAt?: string;
            firstName: string;
            id: string;
            lastName: string;
            /**
             * Format: int64
             * @description Browsers and devices signed in to the account now.
             */
            liveSessions: number;
            /** @description The account's staff role (reviewer or admin), if any. */
            staffRole?: components["schemas"]["Role"] & unknown;
            /** @description Whether two-step verification is set up (its secret is never given out). */
            twoStepVerification: boolean;
        };
        /**
         * MyApplication
         * @description One of the signed-in member's applications, as their profile lists it.
         */
        MyApplication: {
            decidedAt?: string;
            /** @description The staff's note with the decision, if any. */
            decisionNote?: string;
            membershipType: string;
            reference: string;
            /** @description received, accepted or declined. */
            status: components["schemas"]["Status"] & unknown;
            /** @description RFC 3339, UTC. */
            submittedAt: string;
        };
        /** MyApplicationRecord */
        MyApplicationRecord: {
            /** @description The form as it was sent, every field. */
            answers: unknown;
            decidedAt?: string;
            decisionNote?: string;
            reference: string;
            /** @description received, accepted or declined. */
            status: components["schemas"]["Status"] & unknown;
            submittedAt: string;
        };
        /**
         * MyData
         * @description Everything the association stores about the member's account and applications.
         */
        MyData: {
            account: components["schemas"]["MyAccount"];
            /** @description The applications sent with the account's address, newest first. */
            applications: components["schemas"]["MyApplicationRecord"][];
            /** @description The unfinished application kept for the member, as their browser saved it. */
            draft?: unknown;
            /** @description When this copy was made (RFC 3339, UTC). */
            exportedAt: string;
        };
        /** NewPasskeyRequest */
        NewPasskeyRequest: {
            /** @description What `navigator.credentials.create()` answered, as JSON (`PublicKeyCredential.toJSON()`). */
            credential?: unknown;
            /** @description A name to tell it by, such as "Work laptop". */
            name?: string | null;
        };
        /** PasskeyAdded */
        PasskeyAdded: {
            message: string;
            /** @description With the account's first second factor only: ten single-use recovery codes, shown once. */
            recoveryCodes?: string[];
        };
        /** PasskeySignInRequest */
        PasskeySignInRequest: {
            /** @description What `navigator.credentials.get()` answered, as JSON (`PublicKeyCredential.toJSON()`). */
            credential?: unknown;
            /** @description Keep the browser signed in for 30 days (as asked at sign-in). */
            rememberMe?: boolean | null;
        };
        /**
         * PasskeySummary
         * @description A passkey as its owner sees it in the list.
         */
        PasskeySummary: {
            /** @description When it was added (RFC 3339). */
            createdAt: string;
            /** @description The credential's id (base64url), to remove it by. */
            id: string;
            /** @description When it was last used to sign in (RFC 3339). */
            lastUsedAt?: string;
            name: string;
        };
        /**
         * ResendConfirmationRequest
         * @example {
         *       "email": "ada@example.org"
         *     }
         */
        ResendConfirmationRequest: {
            email?: string | null;
        };
        /**
         * ResetPasswordRequest
         * @example {
         *       "newPassword": "Analytical-Engine-1843",
         *       "resetToken": "5c0d1e8f3a7b2c4d6e9f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d"
         *     }
         */
        ResetPasswordRequest: {
            newPassword?: string | null;
            resetToken?: string | null;
        };
        /**
         * @description What a role allows: reviewers read and decide; admins also manage roles and read the log.
         * @enum {string}
         */
        Role: "reviewer" | "admin";
        /**
         * SecondFactorNeeded
         * @description The ways the account can pass its second factor.
         */
        SecondFactorNeeded: {
            /** @description A code from an authenticator app. */
            authenticatorApp: boolean;
            /** @description A passkey. */
            passkey: boolean;
        };
        /**
         * SignupRequest
         * @description The sign-up form as the page sends it.
         * @example {
         *       "agreeTerms": true,
         *       "confirmPassword": "Analytical-Engine-1843",
         *       "email": "ada@example.org",
         *       "firstName": "Ada",
         *       "lastName": "Lovelace",
         *       "password": "Analytical-Engine-1843"
         *     }
         */
        SignupRequest: {
            agreeTerms?: boolean | null;
            confirmPassword?: string | null;
            email?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            password?: string | null;
        };
        /** @enum {string} */
        SortOrder: "newest" | "oldest" | "name";
        /** StaffMember */
        StaffMember: {
            email: string;
            grantedAt: string;
            /** @description An admin's address, or "command line". */
            grantedBy: string;
            name: string;
            role: components["schemas"]["Role"];
            secondFactorSetUp: boolean;
        };
        /**
         * StaffStatus
         * @description Where the signed-in account stands with the workspace.
         */
        StaffStatus: {
            /** @description Whether an authenticator app is set up. */
            authenticatorApp: boolean;
            /**
             * Format: int64
             * @description How many passkeys the account has.
             */
            passkeys: number;
            /** @description Whether the site can offer passkeys: not when it is served at an IP address. */
            passkeysAvailable: boolean;
            /** Format: int64 */
            recoveryCodesLeft: number;
            /** @description The account's role; none for members. */
            role?: components["schemas"]["Role"] & unknown;
            /** @description Whether this session has passed it. */
            secondFactorPassed: boolean;
            /** @description Whether two-step verification is set up (an authenticator app or a passkey). */
            secondFactorSetUp: boolean;
            user: components["schemas"]["User"];
        };
        /**
         * @description An application's status, stored in `applications.status` as its `name`.
         * @enum {string}
         */
        Status: "received" | "accepted" | "declined";
        /** StoredDraft */
        StoredDraft: {
            /** @description The member's draft; none when there is none. */
            draft?: components["schemas"]["Draft"] & unknown;
        };
        /** SubmitResponse */
        SubmitResponse: {
            /**
             * @description True when the application waits for its address to be confirmed through the link mailed
             *     to it; it then has no reference yet.
             */
            awaitingConfirmation: boolean;
            /** @description The application's internal id, once it has reached the association. */
            id?: string;
            message: string;
            /**
             * @description The reference the applicant and the staff use, such as `IAAII-2026-00042`, once the
             *     application has reached the association.
             */
            reference?: string;
        };
        /**
         * TurnOffRequest
         * @example {
         *       "currentPassword": "Analytical-Engine-1843"
         *     }
         */
        TurnOffRequest: {
            currentPassword?: string | null;
        };
        /**
         * TwoStepStatus
         * @description Where the account and this session stand with two-step verification.
         */
        TwoStepStatus: {
            /** @description Whether an authenticator app is set up. */
            authenticatorApp: boolean;
            /** @description The account's passkeys, oldest first. */
            passkeys: components["schemas"]["PasskeySummary"][];
            /** @description Whether the site can offer passkeys: not when it is served at an IP address. */
            passkeysAvailable: boolean;
            /** @description Whether this session has yet to pass the second factor to count as signed in. */
            pending: boolean;
            /** Format: int64 */
            recoveryCodesLeft: number;
            /** @description Whether the account must keep it (staff). */
            required: boolean;
        };
        /**
         * User
         * @description The signed-in member, as every operation that needs one answers it.
         */
        User: {
            _id: string;
            email: string;
            firstName: string;
            /** @description The language the account's mail is written in (`en`, `fr` or `es`): the one it signed up in. */
            language: string;
            lastName: string;
        };
        /**
         * VerifyOtpRequest
         * @example {
         *       "email": "ada@example.org",
         *       "otp": 42817
         *     }
         */
        VerifyOtpRequest: {
            email?: string | null;
            /**
             * Format: int64
             * @description The six-digit code as a number (a code with leading zeros arrives without them).
             */
            otp?: number | null;
        };
        /** VerifyOtpResponse */
        VerifyOtpResponse: {
            /** @description Single use, valid 15 minutes. */
            resetToken: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready: the database takes writes and the mail queue moves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
            /** @description Not ready now; `reason` says why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
        };
    };
    live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready: the database takes writes and the mail queue moves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
            /** @description Not ready now; `reason` says why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description The `next` of the page before. */
                after?: string;
                country?: string;
                /** @description First day, YYYY-MM-DD (UTC). */
                from?: string;
                q?: string;
                sort?: components["schemas"]["SortOrder"];
                status?: components["schemas"]["Status"];
                /** @description Last day, YYYY-MM-DD (UTC), included. */
                to?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ApplicationPage"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ApplicationDetail"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    decideApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["DecisionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ApplicationDetail"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reopenApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ApplicationDetail"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportApplications: {
        parameters: {
            query?: {
                country?: string;
                format?: components["schemas"]["ExportFormat"];
                from?: string;
                q?: string;
                sort?: components["schemas"]["SortOrder"];
                status?: components["schemas"]["Status"];
                to?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ExportFile"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    readAuditLog: {
        parameters: {
            query?: {
                action?: string;
                actor?: string;
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AuditPage"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    staffStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaffStatus"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaffMember"][];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    grantRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["GrantRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["AccountRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resetSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["AccountRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ChangePasswordResponse"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ConfirmApplicationRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SubmitResponse"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ConfirmEmailRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["User"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    myApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MyApplication"][];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ConfirmIdentityRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MyData"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StoredDraft"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["Draft"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["DraftSaved"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewPasskeyRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PasskeyAdded"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    passkeyCreationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CeremonyOptions"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    secondFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TwoStepStatus"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["FactorEnrolled"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    passkeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["PasskeySignInRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["FactorPassed"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    passkeyRequestOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CeremonyOptions"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["FactorEnrolled"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    beginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["FactorSetup"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    turnOffSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["TurnOffRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verifySecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["FactorPassed"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ResendConfirmationRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submitForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ApplicationRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SubmitResponse"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["VerifyOtpRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["VerifyOtpResponse"];
                };
            };
            /** @description The request is malformed, or a field is invalid (see `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Not signed in, or the session has ended, or it has not yet passed the account's second
             *     factor (the message says so). The signed-in hint cookie is cleared too, so pages stop
             *     showing the member as signed in.
             */
            401: {
                headers: {
                    "SET-COOKIE"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Refused: the request came from another site's page (answered by the cross-site check
             *     before any operation runs); or a staff operation asked for by an account without the role,
             *     or by a session that has not passed its second factor; or (code `confirm_identity`) an
             *     operation that guards the account, with no password given in this session lately.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record (a staff operation's application, or account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A fault on the service's side (never caused by the request). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
