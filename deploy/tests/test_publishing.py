"""The site, packed on a build machine and published on the server by the guide's steps."""

import subprocess


def test_the_guide_packs_and_installs_the_site_as_written(published):
    assert published.ok, published


def test_the_published_site_is_the_built_one(site, server, published):
    # Without the compressed copies, which the guide's step adds.
    diff = subprocess.run(["diff", "-r", "-x", "*.gz", "-x", "*.br", str(site), str(server.www)],
                          capture_output=True, text=True)
    assert diff.returncode == 0, diff.stdout[:2000]
