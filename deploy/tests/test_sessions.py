"""Sessions through nginx: sign-up and its mailed link, the cross-site check, and a session
cookie that is Secure whenever the visitor came over https (and only then)."""

import pytest

import web


def test_sign_up_through_nginx_is_200(account):
    assert account["signup"].status == 200, account["signup"]


def test_the_link_mailed_at_sign_up_confirms_the_address(account):
    assert account["confirm"].status == 200, account["confirm"]


def test_a_cross_site_post_is_refused(nginx):
    answer = web.post_json(f"{nginx.web}/api/users/logout", {},
                           headers={"Origin": "https://evil.example"})
    assert answer.status == 403


def test_a_post_from_the_sites_own_origin_is_served(nginx):
    # nginx passes Host with its port, so the origin matches.
    answer = web.post_json(f"{nginx.web}/api/users/logout", {}, headers={"Origin": nginx.web})
    assert answer.status == 200


def sign_in(nginx, account, tls: bool, forwarded_proto: str | None = None) -> str:
    """The session cookie a sign-in sets (empty when the sign-in failed)."""
    headers = {"X-Forwarded-Proto": forwarded_proto} if forwarded_proto else None
    answer = web.post_json(f"{nginx.tls if tls else nginx.web}/api/users/login",
                           account["login"], headers=headers)
    assert answer.status == 200, answer
    return web.session_cookie(answer)


def test_sign_in_over_plain_http_sets_a_cookie_not_marked_secure(nginx, account):
    cookie = sign_in(nginx, account, tls=False)
    assert cookie and not web.is_secure(cookie), cookie


@pytest.mark.parametrize("tls, forwarded_proto", [
    pytest.param(False, "https", id="behind a TLS load balancer (X-Forwarded-Proto: https)"),
    pytest.param(True, None, id="over https"),
    pytest.param(True, "http", id="over https with a client's X-Forwarded-Proto: http"),
])
def test_sign_in_sets_a_secure_cookie(nginx, account, tls, forwarded_proto):
    cookie = sign_in(nginx, account, tls, forwarded_proto)
    assert cookie and web.is_secure(cookie), cookie
