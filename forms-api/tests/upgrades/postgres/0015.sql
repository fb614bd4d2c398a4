-- A database as the release with migrations 1 to 15 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: c90377ac7d5ce75602eb56330273b9eede2c7e65f479b1ddba2accbb4fa57bcf
-- reference: IAAII-2026-00001
-- admin's two-step secret: UZ5HRWISCSQA5T5GHPSODKIN5BRHQ5II
-- audit entries: 3

--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: _sqlx_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public._sqlx_migrations (
    version bigint NOT NULL,
    description text NOT NULL,
    installed_on timestamp with time zone DEFAULT now() NOT NULL,
    success boolean NOT NULL,
    checksum bytea NOT NULL,
    execution_time bigint NOT NULL
);


--
-- Name: application_drafts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.application_drafts (
    user_id text NOT NULL,
    payload text NOT NULL,
    saved_at bigint NOT NULL
);


--
-- Name: applications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.applications (
    id text NOT NULL,
    submitted_at bigint NOT NULL,
    email text NOT NULL,
    payload text NOT NULL,
    reference text,
    status text DEFAULT 'received'::text NOT NULL,
    decided_at bigint,
    decision_note text,
    staff_notified integer DEFAULT 1 NOT NULL,
    membership_type text DEFAULT ''::text NOT NULL,
    country text DEFAULT ''::text NOT NULL,
    applicant_name text DEFAULT ''::text NOT NULL,
    name_key text COLLATE pg_catalog."C",
    search_words text DEFAULT ''::text NOT NULL
);


--
-- Name: audit_head; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_head (
    id bigint NOT NULL,
    seq bigint NOT NULL,
    hash text NOT NULL,
    purged_through bigint NOT NULL,
    purged_hash text NOT NULL,
    purged_at bigint,
    CONSTRAINT audit_head_id_check CHECK ((id = 1))
);


--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    seq bigint NOT NULL,
    at bigint NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    subject text NOT NULL,
    detail text NOT NULL,
    client text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL
);


--
-- Name: email_confirmations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_confirmations (
    token_hash text NOT NULL,
    user_id text NOT NULL,
    expires_at bigint NOT NULL
);


--
-- Name: known_clients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.known_clients (
    user_id text NOT NULL,
    client text NOT NULL,
    last_seen_at bigint NOT NULL
);


--
-- Name: mail_queue; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mail_queue (
    id text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    created_at bigint NOT NULL,
    next_attempt_at bigint NOT NULL,
    claimed_until bigint DEFAULT 0 NOT NULL,
    attempts bigint DEFAULT 0 NOT NULL,
    last_error text,
    failed_at bigint
);


--
-- Name: passkey_ceremonies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.passkey_ceremonies (
    session_hash text NOT NULL,
    purpose text NOT NULL,
    state text NOT NULL,
    expires_at bigint NOT NULL,
    CONSTRAINT passkey_ceremonies_purpose_check CHECK ((purpose = ANY (ARRAY['register'::text, 'authenticate'::text])))
);


--
-- Name: passkeys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.passkeys (
    credential_id text NOT NULL,
    user_id text NOT NULL,
    name text NOT NULL,
    passkey text NOT NULL,
    created_at bigint NOT NULL,
    last_used_at bigint
);


--
-- Name: pending_applications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pending_applications (
    token_hash text NOT NULL,
    email text NOT NULL,
    payload text NOT NULL,
    submitted_at bigint NOT NULL,
    expires_at bigint NOT NULL
);


--
-- Name: rate_limits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limits (
    key text NOT NULL,
    window_start bigint NOT NULL,
    count bigint NOT NULL,
    log text DEFAULT ''::text NOT NULL
);


--
-- Name: reference_counters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reference_counters (
    year bigint NOT NULL,
    last bigint NOT NULL
);


--
-- Name: reset_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reset_codes (
    user_id text NOT NULL,
    browser_hash text NOT NULL,
    code_hash text NOT NULL,
    salt text NOT NULL,
    expires_at bigint NOT NULL,
    failures bigint DEFAULT 0 NOT NULL
);


--
-- Name: reset_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reset_tokens (
    token_hash text NOT NULL,
    user_id text NOT NULL,
    expires_at bigint NOT NULL,
    used bigint DEFAULT 0 NOT NULL
);


--
-- Name: second_factor_recovery_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.second_factor_recovery_codes (
    user_id text NOT NULL,
    code_hash text NOT NULL
);


--
-- Name: second_factors; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.second_factors (
    user_id text NOT NULL,
    secret text NOT NULL,
    created_at bigint NOT NULL,
    confirmed_at bigint,
    last_step bigint DEFAULT 0 NOT NULL
);


--
-- Name: service_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.service_state (
    key text NOT NULL,
    value text NOT NULL
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    token_hash text NOT NULL,
    user_id text NOT NULL,
    created_at bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    second_factor_at bigint,
    identity_proved_at bigint
);


--
-- Name: staff_roles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.staff_roles (
    user_id text NOT NULL,
    role text NOT NULL,
    granted_at bigint NOT NULL,
    granted_by text NOT NULL,
    CONSTRAINT staff_roles_role_check CHECK ((role = ANY (ARRAY['reviewer'::text, 'admin'::text])))
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id text NOT NULL,
    email text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    password_hash text NOT NULL,
    created_at bigint NOT NULL,
    otp_failures bigint DEFAULT 0 NOT NULL,
    otp_failures_window bigint DEFAULT 0 NOT NULL,
    email_confirmed_at bigint,
    language text DEFAULT 'en'::text NOT NULL
);


--
-- Data for Name: _sqlx_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public._sqlx_migrations VALUES (1, 'init', '2026-12-07 14:31:02.491656+00', true, '\x5298be01a95df39ba11a0b28e783da5554fa24369a95f2daca1c6868c95f841c0f4d8256d98315f579e6094bd9cbfe6d', 12291590);
INSERT INTO public._sqlx_migrations VALUES (2, 'confirmations and limits', '2026-12-07 14:31:02.504635+00', true, '\x604734695dc309f5e76e6890dde85acd58f17413e2395572435c1ad5582018e6c06f27ba24239b464a6adce8d1798552', 6393122);
INSERT INTO public._sqlx_migrations VALUES (3, 'application references', '2026-12-07 14:31:02.511405+00', true, '\x6605fcdb67c579380f55b22624df1fe8d6d9f7cf2cceb407d33ba028eef2e0a0c6c5e520592500329558db374a32394b', 3096162);
INSERT INTO public._sqlx_migrations VALUES (4, 'mail queue', '2026-12-07 14:31:02.514832+00', true, '\x46a8dace8f02020c652f708f9589159286fc56ba72c5ab2f4233c2186a205ead6c96d12a01032cc1f4b4c94825b15932', 3429076);
INSERT INTO public._sqlx_migrations VALUES (5, 'service state', '2026-12-07 14:31:02.518636+00', true, '\x248d1ac69ed560a82afe0c08c834a9a0350f3a8e1e04fa68addd2dadcfce0755bf6d257344ad3cf996cf70512dfa9fc9', 2300542);
INSERT INTO public._sqlx_migrations VALUES (6, 'sliding limits', '2026-12-07 14:31:02.521274+00', true, '\xbdd06a88aa05581d1b202285f0552b2141828cab6ba827f4889f27ee3d54194b4bd8bb8cf085531547cac8d4b44d47ef', 901087);
INSERT INTO public._sqlx_migrations VALUES (7, 'pending applications', '2026-12-07 14:31:02.522506+00', true, '\xe10bd882d5c63a0fa1015e3482ff8bf48b1bf87123c996a54e70f3b907c9b2086d66e7072b63ec8cb0a3cd3ae4b2035f', 3201729);
INSERT INTO public._sqlx_migrations VALUES (8, 'recovery bound to browser', '2026-12-07 14:31:02.525995+00', true, '\x5c316ea9d355054786f74547f86a1d723495cce1bece46cc53d11febd8cfc33ab9894d6872eca5c9ce83aa47ab3a8080', 3755320);
INSERT INTO public._sqlx_migrations VALUES (9, 'staff workspace', '2026-12-07 14:31:02.530045+00', true, '\x229a127c9289c2368d497779304f0a1a2c7dba171457a5727abdf938e3ec661907e844f42019bf28f37db1b1da6e222c', 17432635);
INSERT INTO public._sqlx_migrations VALUES (10, 'passkeys', '2026-12-07 14:31:02.547932+00', true, '\x022624916c9fabf336e704189d582dd8278a4287c991c12519eed57811018bd86147aaf4f1544c928746f1841194a60e', 5373179);
INSERT INTO public._sqlx_migrations VALUES (11, 'languages', '2026-12-07 14:31:02.553611+00', true, '\x7b7fc9ff24b7ab03bb7c7f444eb9eba602cc65e3d3eed459037bdd50d0fb6702e4d6eb96cbd361d1f867a11213b1fc34', 899544);
INSERT INTO public._sqlx_migrations VALUES (12, 'identity proved', '2026-12-07 14:31:02.554801+00', true, '\x7cbf5423a1299d57daf5f5c63aa41680f1341ef14a3548d4c262564f131fd2a110d95f5c9cdff22528ee4d5be39c811d', 696934);
INSERT INTO public._sqlx_migrations VALUES (13, 'audit purge time', '2026-12-07 14:31:02.555782+00', true, '\x08a6618bf0d9d29ec88a04951f400986d81f3248b886c48af06beb770399940c64608ee2e1dc97efb1837b050e730711', 914406);
INSERT INTO public._sqlx_migrations VALUES (14, 'folded name search', '2026-12-07 14:31:02.557088+00', true, '\x85792fcbacea2745b728521324d2cac4d6a07236f3755893f12f757be3fef3b258b22ca7a566290a21635e81dcd67615', 1703256);
INSERT INTO public._sqlx_migrations VALUES (15, 'search words index', '2026-12-07 14:31:02.5591+00', true, '\x851c49d01ad04b6d8194ad20dcb683d5a081503c6be23bb1268e3bb7a2cdaab3b0a2db5ddd69a78f94c976520a32e771', 1422340);


--
-- Data for Name: application_drafts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: applications; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.applications VALUES ('e326d0bf7419f9ceec9fda61', 1767225600, 'ada@example.org', '{"firstName":"Grace","familyName":"Hopper","gender":"Female","email":"ada@example.org","country":"United States of America","mobile":"+1 555 010 0199","jobTitle":"Professor","jobClassification":"Academic","highestQualification":"PhD","department":"Computer Science","institution":"Example University","yearsInAcademia":12.0,"researchInterests":"Compilers, programming languages","subjectClassification":"","areasOfSpecialization":"Language design","contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","areasForCollaboration":"Teaching, research","confidentialityConsent":true,"membershipType":"regular","language":"en"}', 'IAAII-2026-00001', 'accepted', 1767225600, 'Welcome.', 1, 'regular', 'United States of America', 'Grace Hopper', 'hopper grace', ' grace hopper');


--
-- Data for Name: audit_head; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_head VALUES (1, 3, '232afeaa73fb02c2ee50f0b99fb905a4e2c743a86fa66a5463162b2989998c9e', 0, '0000000000000000000000000000000000000000000000000000000000000000', NULL);


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_log VALUES (1, 1767225600, 'command line', 'role-granted', 'admin@example.org', 'admin', '', '0000000000000000000000000000000000000000000000000000000000000000', '25cabaee34e912ae9b74a3b54a4cc272760917b078348d3be3a05541245292b0');
INSERT INTO public.audit_log VALUES (2, 1767225600, 'admin@example.org', 'second-factor-enrolled', '', '', '127.0.0.1', '25cabaee34e912ae9b74a3b54a4cc272760917b078348d3be3a05541245292b0', '714aeaeca2bfbea47466f14ab66c78151aec92c4605aec4f00bfb06225f7c783');
INSERT INTO public.audit_log VALUES (3, 1767225600, 'admin@example.org', 'application-decided', 'IAAII-2026-00001', 'accepted', '127.0.0.1', '714aeaeca2bfbea47466f14ab66c78151aec92c4605aec4f00bfb06225f7c783', '232afeaa73fb02c2ee50f0b99fb905a4e2c743a86fa66a5463162b2989998c9e');


--
-- Data for Name: email_confirmations; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: known_clients; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.known_clients VALUES ('b35d524aeb926c0a1899b121', '127.0.0.1', 1767225600);
INSERT INTO public.known_clients VALUES ('b35d524aeb926c0a1899b121', 'device:2c72f783e940fef526da11e03c7db1279a6215b9cebbd06954e8e51d4b965d8e', 1767225600);
INSERT INTO public.known_clients VALUES ('b35d524aeb926c0a1899b121', 'second-step:2c72f783e940fef526da11e03c7db1279a6215b9cebbd06954e8e51d4b965d8e', 1767225600);
INSERT INTO public.known_clients VALUES ('b19e15ad52059b05921fa8f8', '127.0.0.1', 1767225600);
INSERT INTO public.known_clients VALUES ('b19e15ad52059b05921fa8f8', 'device:61110e8bf7e8bf182ba5caaad302f7661754d74e1524bf5ebfcf1e07c29d9949', 1767225600);


--
-- Data for Name: mail_queue; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: passkey_ceremonies; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: passkeys; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: pending_applications; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rate_limits; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rate_limits VALUES ('mail-to:admin@example.org', 1767225600, 1, '1767225600505d2;');
INSERT INTO public.rate_limits VALUES ('password:admin@example.org|127.0.0.1', 1767225600, 0, '');
INSERT INTO public.rate_limits VALUES ('password-account:admin@example.org', 1767225600, 0, '');
INSERT INTO public.rate_limits VALUES ('second-factor-session:3c99c99fae4101df7b9cd48bafa4ed579dea0414abe3d69b80b9219a1ec719e9', 1767225600, 0, '');
INSERT INTO public.rate_limits VALUES ('second-factor:b35d524aeb926c0a1899b121', 1767225600, 0, '');
INSERT INTO public.rate_limits VALUES ('sign-up:127.0.0.1', 1767225600, 2, '1767225600f689f;1767225600cf900;');
INSERT INTO public.rate_limits VALUES ('mail-to:ada@example.org', 1767225600, 1, '17672256002d250;');
INSERT INTO public.rate_limits VALUES ('confirm-email:127.0.0.1', 1767225600, 2, '1767225600c07fb;17672256002e4c6;');
INSERT INTO public.rate_limits VALUES ('sign-in:127.0.0.1', 1767225600, 2, '176722560096a5d;17672256005cf03;');
INSERT INTO public.rate_limits VALUES ('password:ada@example.org|127.0.0.1', 1767225600, 0, '');
INSERT INTO public.rate_limits VALUES ('password-account:ada@example.org', 1767225600, 0, '');
INSERT INTO public.rate_limits VALUES ('submit-form:127.0.0.1', 1767225600, 1, '17672256009c295;');
INSERT INTO public.rate_limits VALUES ('staff-notice:all', 1767225600, 1, '176722560085c8c;');


--
-- Data for Name: reference_counters; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.reference_counters VALUES (2026, 1);


--
-- Data for Name: reset_codes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: reset_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: second_factor_recovery_codes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', '888098f83911d22d8a81c955085add1fe25d6de0f1c2b8903e14f1c3d5d053f2');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', 'e4bb80bdd948f58396b5dc58229088941b377b730309e9eaea83521895cd1c73');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', 'e8389d25beb3a506328e02b651e2c48ee4a2bae11330516ef8d78c16cb887ec9');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', '0be78fd87efaeba07f6bbfd8e69f2728fd2783ac3822b232053b9403437fb6be');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', '181da040f3c0145d28a2bcfb5c839f77ae779db593664a846d2b389813e5e538');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', 'c9ff14b42e2f4abff751f80ba4ca4070d6458569c2d0fbdcac12c655443f033c');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', '30826948a9f1486c07254f1b438d88506eb63bb5cb778aae812c3fe9fde815b9');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', 'a884c7fc95df699f121a12a932a4b56ababfdfdf3113257075fa51dba1372b95');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', '30bd5f50c964ccca2426d9e255f27f0e952ea211dd836d6f5f0e1505fa87bea1');
INSERT INTO public.second_factor_recovery_codes VALUES ('b35d524aeb926c0a1899b121', '0249f02749c37606ba43ea509b23de7e2bf5f52bc0b9100ef11ffe3bef095ee5');


--
-- Data for Name: second_factors; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.second_factors VALUES ('b35d524aeb926c0a1899b121', 'UZ5HRWISCSQA5T5GHPSODKIN5BRHQ5II', 1767225600, 1767225600, 58907520);


--
-- Data for Name: service_state; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES ('c0b470ce8735e2c5c0072da21ee1793c182f48695999dc830d575464e9e7fd29', 'b19e15ad52059b05921fa8f8', 1767225600, 1767225600, 1769817600, NULL, NULL);
INSERT INTO public.sessions VALUES ('3c99c99fae4101df7b9cd48bafa4ed579dea0414abe3d69b80b9219a1ec719e9', 'b35d524aeb926c0a1899b121', 1767225600, 1767225600, 1769817600, 1767225600, NULL);


--
-- Data for Name: staff_roles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.staff_roles VALUES ('b35d524aeb926c0a1899b121', 'admin', 1767225600, 'command line');


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES ('b35d524aeb926c0a1899b121', 'admin@example.org', 'Ada', 'Lovelace', '$argon2id$v=19$m=19456,t=2,p=1$P4u7xdiqHI4guk9OdGaFjw$vEG3Swcp7FbWiX3sOxFVnVZ7THlX8ZXeIySygk6oPh0', 1767225600, 0, 0, 1767225600, 'en');
INSERT INTO public.users VALUES ('b19e15ad52059b05921fa8f8', 'ada@example.org', 'Ada', 'Lovelace', '$argon2id$v=19$m=19456,t=2,p=1$RulInZmPjRQi9Dzr0PV10g$X5vioxAR9M8En16mXCV3vidznuIKaxpZlNIsJWA19W0', 1767225600, 0, 0, 1767225600, 'en');


--
-- Name: _sqlx_migrations _sqlx_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._sqlx_migrations
    ADD CONSTRAINT _sqlx_migrations_pkey PRIMARY KEY (version);


--
-- Name: application_drafts application_drafts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_drafts
    ADD CONSTRAINT application_drafts_pkey PRIMARY KEY (user_id);


--
-- Name: applications applications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_pkey PRIMARY KEY (id);


--
-- Name: audit_head audit_head_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_head
    ADD CONSTRAINT audit_head_pkey PRIMARY KEY (id);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (seq);


--
-- Name: email_confirmations email_confirmations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_confirmations
    ADD CONSTRAINT email_confirmations_pkey PRIMARY KEY (token_hash);


--
-- Name: known_clients known_clients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.known_clients
    ADD CONSTRAINT known_clients_pkey PRIMARY KEY (user_id, client);


--
-- Name: mail_queue mail_queue_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_queue
    ADD CONSTRAINT mail_queue_pkey PRIMARY KEY (id);


--
-- Name: passkey_ceremonies passkey_ceremonies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.passkey_ceremonies
    ADD CONSTRAINT passkey_ceremonies_pkey PRIMARY KEY (session_hash, purpose);


--
-- Name: passkeys passkeys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.passkeys
    ADD CONSTRAINT passkeys_pkey PRIMARY KEY (credential_id);


--
-- Name: pending_applications pending_applications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pending_applications
    ADD CONSTRAINT pending_applications_pkey PRIMARY KEY (token_hash);


--
-- Name: rate_limits rate_limits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key);


--
-- Name: reference_counters reference_counters_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reference_counters
    ADD CONSTRAINT reference_counters_pkey PRIMARY KEY (year);


--
-- Name: reset_codes reset_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reset_codes
    ADD CONSTRAINT reset_codes_pkey PRIMARY KEY (user_id, browser_hash);


--
-- Name: reset_tokens reset_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reset_tokens
    ADD CONSTRAINT reset_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: second_factor_recovery_codes second_factor_recovery_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.second_factor_recovery_codes
    ADD CONSTRAINT second_factor_recovery_codes_pkey PRIMARY KEY (user_id, code_hash);


--
-- Name: second_factors second_factors_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.second_factors
    ADD CONSTRAINT second_factors_pkey PRIMARY KEY (user_id);


--
-- Name: service_state service_state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.service_state
    ADD CONSTRAINT service_state_pkey PRIMARY KEY (key);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (token_hash);


--
-- Name: staff_roles staff_roles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_roles
    ADD CONSTRAINT staff_roles_pkey PRIMARY KEY (user_id);


--
-- Name: users users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_key UNIQUE (email);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: applications_by_country; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_country ON public.applications USING btree (country, status, membership_type, submitted_at, id);


--
-- Name: applications_by_email; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_email ON public.applications USING btree (email);


--
-- Name: applications_by_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_name ON public.applications USING btree (name_key, id);


--
-- Name: applications_by_reference; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX applications_by_reference ON public.applications USING btree (reference);


--
-- Name: applications_by_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_status ON public.applications USING btree (status, submitted_at, id);


--
-- Name: applications_by_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_time ON public.applications USING btree (submitted_at, id);


--
-- Name: applications_by_type; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_type ON public.applications USING btree (membership_type, status, submitted_at, id);


--
-- Name: applications_by_words; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_words ON public.applications USING btree (search_words);


--
-- Name: audit_log_by_action; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_by_action ON public.audit_log USING btree (action, seq);


--
-- Name: audit_log_by_subject; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_by_subject ON public.audit_log USING btree (subject, seq);


--
-- Name: email_confirmations_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_confirmations_by_user ON public.email_confirmations USING btree (user_id);


--
-- Name: mail_queue_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_queue_due ON public.mail_queue USING btree (next_attempt_at) WHERE (failed_at IS NULL);


--
-- Name: passkeys_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX passkeys_by_user ON public.passkeys USING btree (user_id);


--
-- Name: pending_applications_by_expiry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pending_applications_by_expiry ON public.pending_applications USING btree (expires_at);


--
-- Name: rate_limits_by_window; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rate_limits_by_window ON public.rate_limits USING btree (window_start);


--
-- Name: sessions_by_expiry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_by_expiry ON public.sessions USING btree (expires_at);


--
-- Name: sessions_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_by_user ON public.sessions USING btree (user_id);


--
-- Name: application_drafts application_drafts_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_drafts
    ADD CONSTRAINT application_drafts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: email_confirmations email_confirmations_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_confirmations
    ADD CONSTRAINT email_confirmations_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: known_clients known_clients_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.known_clients
    ADD CONSTRAINT known_clients_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: passkey_ceremonies passkey_ceremonies_session_hash_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.passkey_ceremonies
    ADD CONSTRAINT passkey_ceremonies_session_hash_fkey FOREIGN KEY (session_hash) REFERENCES public.sessions(token_hash) ON DELETE CASCADE;


--
-- Name: passkeys passkeys_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.passkeys
    ADD CONSTRAINT passkeys_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: reset_codes reset_codes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reset_codes
    ADD CONSTRAINT reset_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: reset_tokens reset_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reset_tokens
    ADD CONSTRAINT reset_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: second_factor_recovery_codes second_factor_recovery_codes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.second_factor_recovery_codes
    ADD CONSTRAINT second_factor_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: second_factors second_factors_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.second_factors
    ADD CONSTRAINT second_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: staff_roles staff_roles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff_roles
    ADD CONSTRAINT staff_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


