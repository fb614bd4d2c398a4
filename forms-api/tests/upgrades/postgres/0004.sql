-- A database as the release with migrations 1 to 4 left it (forms-api/tests/it/upgrades.rs).
-- member: ada@example.org
-- session: 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
-- reference: IAAII-2026-00001
-- status: accepted
-- unconfirmed address: grace@example.org
-- its confirmation link's token: 1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f
-- queued mail: Queued before the upgrade

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
    decision_note text
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
-- Name: rate_limits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limits (
    key text NOT NULL,
    window_start bigint NOT NULL,
    count bigint NOT NULL
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
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    token_hash text NOT NULL,
    user_id text NOT NULL,
    created_at bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    expires_at bigint NOT NULL
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

INSERT INTO public._sqlx_migrations VALUES (1, 'init', '2026-12-07 19:27:13.847898+00', true, '\x5298be01a95df39ba11a0b28e783da5554fa24369a95f2daca1c6868c95f841c0f4d8256d98315f579e6094bd9cbfe6d', 64772437);
INSERT INTO public._sqlx_migrations VALUES (2, 'confirmations and limits', '2026-12-07 19:27:13.918531+00', true, '\x604734695dc309f5e76e6890dde85acd58f17413e2395572435c1ad5582018e6c06f27ba24239b464a6adce8d1798552', 33792710);
INSERT INTO public._sqlx_migrations VALUES (3, 'application references', '2026-12-07 19:27:13.958398+00', true, '\x6605fcdb67c579380f55b22624df1fe8d6d9f7cf2cceb407d33ba028eef2e0a0c6c5e520592500329558db374a32394b', 23991994);
INSERT INTO public._sqlx_migrations VALUES (4, 'mail queue', '2026-12-07 19:27:13.986229+00', true, '\x46a8dace8f02020c652f708f9589159286fc56ba72c5ab2f4233c2186a205ead6c96d12a01032cc1f4b4c94825b15932', 16274457);


--
-- Data for Name: applications; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.applications VALUES ('8a9b0c1d2e3f405162738495', 1767223800, 'ada@example.org', '{"areasForCollaboration":"Teaching, research","areasOfSpecialization":"Language design","confidentialityConsent":true,"contactPersonInstitution":"Example University","contactPersonName":"Alan Turing","country":"United States of America","department":"Computer Science","email":"ada@example.org","familyName":"Lovelace","firstName":"Ada","gender":"Female","highestQualification":"PhD","institution":"Example University","jobClassification":"Academic","jobTitle":"Professor","membershipType":"regular","mobile":"+1 555 010 0199","researchInterests":"Compilers, programming languages","subjectClassification":"","yearsInAcademia":12}', 'IAAII-2026-00001', 'accepted', 1767224700, 'Welcome.');


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
-- Data for Name: rate_limits; Type: TABLE DATA; Schema: public; Owner: -
--



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

INSERT INTO public.reset_tokens VALUES ('318a629200bfe324ec1a250ff5aa48e1ed114ebd0ab9117f49d2502a1071d8d0', '5f0c1e2d3a4b5c6d7e8f9012', 1767226500, 0);


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sessions VALUES ('8ebb8e6a59c99e303b128fe7785e36d17c6a422834886a2bb1d84eda7210035b', '5f0c1e2d3a4b5c6d7e8f9012', 1767222000, 1767222000, 1767830400);


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES ('5f0c1e2d3a4b5c6d7e8f9012', 'ada@example.org', 'Ada', 'Lovelace', '$argon2id$v=19$m=19456,t=2,p=1$tvzKKBCTmPqLLRBmCGAAcQ$CWGp2OQZba3ie/Raxq0ebkKYzOnxYwo1OaSGCyGvSnQ', 1767139200, 0, 0, 1767139600);
INSERT INTO public.users VALUES ('6a1d2f3e4b5c6d7e8f901a2b', 'grace@example.org', 'Grace', 'Hopper', '$argon2id$v=19$m=19456,t=2,p=1$tvzKKBCTmPqLLRBmCGAAcQ$CWGp2OQZba3ie/Raxq0ebkKYzOnxYwo1OaSGCyGvSnQ', 1767225000, 0, 0, NULL);


--
-- Name: _sqlx_migrations _sqlx_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._sqlx_migrations
    ADD CONSTRAINT _sqlx_migrations_pkey PRIMARY KEY (version);


--
-- Name: applications applications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_pkey PRIMARY KEY (id);


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
    ADD CONSTRAINT reset_codes_pkey PRIMARY KEY (user_id);


--
-- Name: reset_tokens reset_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reset_tokens
    ADD CONSTRAINT reset_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (token_hash);


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
-- Name: applications_by_email; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_by_email ON public.applications USING btree (email);


--
-- Name: applications_by_reference; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX applications_by_reference ON public.applications USING btree (reference);


--
-- Name: email_confirmations_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_confirmations_by_user ON public.email_confirmations USING btree (user_id);


--
-- Name: mail_queue_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_queue_due ON public.mail_queue USING btree (next_attempt_at) WHERE (failed_at IS NULL);


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
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


