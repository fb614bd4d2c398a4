"""nginx accepts deploy/nginx/ rendered for the test, with the site's redirects.map."""


def test_the_build_wrote_redirects_map_which_iaaii_conf_includes(nginx):
    assert nginx.built_redirects_map


def test_nginx_t_accepts_the_rendered_config(nginx):
    # The site's server and the TLS server; warnings are shown, not failed.
    assert nginx.config_check.returncode == 0, nginx.config_check.stderr
    print("\n".join(line for line in nginx.config_check.stderr.splitlines() if "[warn]" in line))
