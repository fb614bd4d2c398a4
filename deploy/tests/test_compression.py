"""Compression: the brotli and gzip copies made before publishing are sent as they are
(brotli_static, gzip_static), and pages are gzipped on the fly."""

import gzip
import subprocess


def gzipped(get):
    return get("{asset}", accept_encoding="gzip")


def brotli(get):
    return get("{asset}", accept_encoding="br, gzip")


def test_a_script_is_sent_gzipped_when_the_client_accepts_gzip(get):
    assert (gzipped(get).status, gzipped(get).header("content-encoding")) == (200, "gzip")


def test_the_gzip_copy_made_before_publishing_is_sent_as_it_is(get, server, site_paths):
    assert gzipped(get).body == (server.www / (site_paths["asset"][1:] + ".gz")).read_bytes()


def test_the_gzipped_script_unzips_to_the_file(get, site, site_paths):
    assert gzip.decompress(gzipped(get).body) == (site / site_paths["asset"][1:]).read_bytes()


def test_a_script_is_sent_as_brotli_when_the_client_accepts_it(get):
    assert (brotli(get).status, brotli(get).header("content-encoding")) == (200, "br")


def test_the_brotli_script_decodes_to_the_file(get, site, site_paths):
    decoded = subprocess.run(["brotli", "-dc"], input=brotli(get).body, capture_output=True)
    assert decoded.stdout == (site / site_paths["asset"][1:]).read_bytes()


def test_a_compressed_answer_varies_on_accept_encoding(get):
    assert brotli(get).header("vary") == "Accept-Encoding"


def test_a_page_is_gzipped_on_the_fly(get):
    answer = get("/", accept_encoding="gzip")
    assert (answer.status, answer.header("content-encoding")) == (200, "gzip")
