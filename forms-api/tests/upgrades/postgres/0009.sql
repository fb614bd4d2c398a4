-- A database as the release with migrations 1 to 9 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
-- reference: IAAII-2026-00001
-- status: accepted
-- unconfirmed address: grace@example.org
-- its confirmation link's token: 1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f
-- queued mail: Queued before the upgrade
-- pending application's token: 2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a
-- next reference: IAAII-2026-00002
-- admin's two-step secret: JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
-- audit entries: 2
-- draft's step: 1

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
    first_name_key text DEFAULT ''::text NOT NULL COLLATE pg_catalog."C"
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
    second_factor_at bigint
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
    email_confirmed_at bigint
);


--
-- Data for Name: _sqlx_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public._sqlx_migrations VALUES (1, 'init', '2026-12-07 19:27:15.939486+00', true, '\x5298be01a95df39ba11a0b28e783da5554fa24369a95f2daca1c6868c95f841c0f4d8256d98315f579e6094bd9cbfe6d', 51043696);
INSERT INTO public._sqlx_migrations VALUES (2, 'confirmations and limits', '2026-12-07 19:27:15.994397+00', true, '\x604734695dc309f5e76e6890dde85acd58f17413e2395572435c1ad5582018e6c06f27ba24239b464a6adce8d1798552', 32012159);
INSERT INTO public._sqlx_migrations VALUES (3, 'application references', '2026-12-07 19:27:16.029307+00', true, '\x6605fcdb67c579380f55b22624df1fe8d6d9f7cf2cceb407d33ba028eef2e0a0c6c5e520592500329558db374a32394b', 5059128);
INSERT INTO public._sqlx_migrations VALUES (4, 'mail queue', '2026-12-07 19:27:16.034785+00', true, '\x46a8dace8f02020c652f708f9589159286fc56ba72c5ab2f4233c2186a205ead6c96d12a01032cc1f4b4c94825b15932', 3925903);
INSERT INTO public._sqlx_migrations VALUES (5, 'service state', '2026-12-07 19:27:16.039048+00', true, '\x248d1ac69ed560a82afe0c08c834a9a0350f3a8e1e04fa68addd2dadcfce0755bf6d257344ad3cf996cf70512dfa9fc9', 2989594);
INSERT INTO public._sqlx_migrations VALUES (6, 'sliding limits', '2026-12-07 19:27:16.042512+00', true, '\xbdd06a88aa05581d1b202285f0552b2141828cab6ba827f4889f27ee3d54194b4bd8bb8cf085531547cac8d4b44d47ef', 917540);
INSERT INTO public._sqlx_migrations VALUES (7, 'pending applications', '2026-12-07 19:27:16.043822+00', true, '\xe10bd882d5c63a0fa1015e3482ff8bf48b1bf87123c996a54e70f3b907c9b2086d66e7072b63ec8cb0a3cd3ae4b2035f', 4792448);
INSERT INTO public._sqlx_migrations VALUES (8, 'recovery bound to browser', '2026-12-07 19:27:16.048991+00', true, '\x5c316ea9d355054786f74547f86a1d723495cce1bece46cc53d11febd8cfc33ab9894d6872eca5c9ce83aa47ab3a8080', 9691363);
INSERT INTO public._sqlx_migrations VALUES (9, 'staff workspace', '2026-12-07 19:27:16.059199+00', true, '\x229a127c9289c2368d497779304f0a1a2c7dba171457a5727abdf938e3ec661907e844f42019bf28f37db1b1da6e222c', 39680111);


--
-- Data for Name: application_drafts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.application_drafts VALUES ('5f0c1e2d3a4b5c6d7e8f9012', '{"answers":{"country":"GB","firstName":"Ada"},"step":1}', 1767225480000);


--
-- Data for Name: applications; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.applications VALUES ('8a9b0c1d2e3f405162738495', 1767223800, 'ada@example.org', '{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"ada@example.org","familyName":"Lovelace","firstName":"Ada","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}', 'IAAII-2026-00001', 'accepted', 1767224700, 'Welcome.', 1, '', '', '', NULL, '');


--
-- Data for Name: audit_head; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_head VALUES (1, 2, 'ea6a5d53ecb182b33ab8266ef45cfda9d68632b8ff1259b96c45b177b5c0fac8', 0, '0000000000000000000000000000000000000000000000000000000000000000');


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_log VALUES (1, 1767218400, 'admin@example.org', 'role-granted', 'admin@example.org', 'admin', '127.0.0.1', '0000000000000000000000000000000000000000000000000000000000000000', 'cafc17efeca721c99d811bb598afe2d0e1443f97562983447f6332969738347d');
INSERT INTO public.audit_log VALUES (2, 1767224700, 'admin@example.org', 'application-decided', 'IAAII-2026-00001', 'accepted', '127.0.0.1', 'cafc17efeca721c99d811bb598afe2d0e1443f97562983447f6332969738347d', 'ea6a5d53ecb182b33ab8266ef45cfda9d68632b8ff1259b96c45b177b5c0fac8');


--
-- Data for Name: email_confirmations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.email_confirmations VALUES ('c23c4fcb10543df7279c6879aadccd2e70cf103656df34ac9aa3da6446841c02', '6a1d2f3e4b5c6d7e8f901a2b', 1767312000);


--
-- Data for Name: known_clients; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.known_clients VALUES ('5f0c1e2d3a4b5c6d7e8f9012', '127.0.0.1', 1767222000);


--
-- Data for Name: mail_queue; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mail_queue VALUES ('9c8d7e6f5a4b3c2d1e0f9a8b', 'ada@example.org', 'Queued before the upgrade', 'Hello Ada,', '<p>Hello Ada,</p>', 1767225540, 1767229200, 0, 0, NULL, NULL);


--
-- Data for Name: pending_applications; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.pending_applications VALUES ('a7aff591613a5c73078d56ae4ac3c9271ec43fd9729cb960e5eeaa0056c081f0', 'grace@example.org', '{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"grace@example.org","familyName":"Hopper","firstName":"Grace","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}', 1767225000, 1767394800);


--
-- Data for Name: rate_limits; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rate_limits VALUES ('submit-form:127.0.0.9', 1767225540, 1, '1767225540fixtr;');


--
-- Data for Name: reference_counters; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.reference_counters VALUES (2026, 1);


--
-- Data for Name: reset_codes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.reset_codes VALUES ('5f0c1e2d3a4b5c6d7e8f9012', '1a91242b639406f78a5e5ae51fd248a58d4cc666c32316c9662c0e82702c63cb', '12a9c92a454fb39a11d9fb384296aaa2fd0a20b965a74345c58ea0844b13431c', 'fixture-salt', 1767226200, 0);


--
-- Data for Name: reset_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.reset_tokens VALUES ('318a629200bfe324ec1a250ff5aa48e1ed114ebd0ab9117f49d2502a1071d8d0', '5f0c1e2d3a4b5c6d7e8f9012', 1767226500, 0);


--
-- Data for Name: second_factor_recovery_codes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.second_factor_recovery_codes VALUES ('7b2e3f4a5b6c7d8e9f0a1b2c', 'c01386987fcf8d6b0956c2dba5069b8b6e3759d2ee9d1f4157976af2b143d0c7');


--
-- Data for Name: second_factors; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.second_factors VALUES ('7b2e3f4a5b6c7d8e9f0a1b2c', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1767218600, 1767218700, 58907518);


--
-- Data for Name: service_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.service_state VALUES ('readiness_probe', '1767225570');


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES ('8ebb8e6a59c99e303b128fe7785e36d17c6a422834886a2bb1d84eda7210035b', '5f0c1e2d3a4b5c6d7e8f9012', 1767222000, 1767222000, 1767830400, NULL);


--
-- Data for Name: staff_roles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.staff_roles VALUES ('7b2e3f4a5b6c7d8e9f0a1b2c', 'admin', 1767218400, 'command line');


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES ('5f0c1e2d3a4b5c6d7e8f9012', 'ada@example.org', 'Ada', 'Lovelace', '$argon2id$v=19$m=19456,t=2,p=1$ZaHYCqsOwx4t5JdKuwGt2w$WFHthQ2ttqkQ4OawbGb9dti6VGL2RyF6rDj9T1ONY2A', 1767139200, 0, 0, 1767139600);
INSERT INTO public.users VALUES ('6a1d2f3e4b5c6d7e8f901a2b', 'grace@example.org', 'Grace', 'Hopper', '$argon2id$v=19$m=19456,t=2,p=1$ZaHYCqsOwx4t5JdKuwGt2w$WFHthQ2ttqkQ4OawbGb9dti6VGL2RyF6rDj9T1ONY2A', 1767225000, 0, 0, NULL);
INSERT INTO public.users VALUES ('7b2e3f4a5b6c7d8e9f0a1b2c', 'admin@example.org', 'Ida', 'Rhodes', '$argon2id$v=19$m=19456,t=2,p=1$ZaHYCqsOwx4t5JdKuwGt2w$WFHthQ2ttqkQ4OawbGb9dti6VGL2RyF6rDj9T1ONY2A', 1767217600, 0, 0, 1767217700);


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
-- Name: applications_by_first_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_first_name ON public.applications USING btree (first_name_key);


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


