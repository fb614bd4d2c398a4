"""The "uses" graph of a Rust library's modules, read from its source: every path that names a
module of the crate (`crate::a::b`, `super::x`, `self::y`), in `use` lines and anywhere in the
code, function bodies included, outside comments, strings and `#[cfg(test)]` modules. Prints it
in the Graphviz form scripts/import-cycles.py reads.

A use between two modules counts between the sibling modules that hold them, under their nearest
common parent (`languages::catalog` using `templates::THEME` is `languages` using `templates`);
a module's use of its own parent or children is its structure, not a layer.

    python3 scripts/rust-module-uses.py ssg/src | python3 scripts/import-cycles.py
"""

import re
import sys
from pathlib import Path

PATH = re.compile(r"\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)+)")
GROUP = re.compile(r"\b(crate|super|self)::\{([^;]*?)\}\s*;", re.S)
TEST_MODULE = re.compile(r"#\[cfg\(test\)\]\s*(?:pub(?:\([a-z]+\))?\s+)?mod\s+\w+\s*\{")


def module_of(src: Path, file: Path) -> tuple:
    """`src/a/b.rs` and `src/a/b/mod.rs` are a::b; `src/lib.rs` is the crate itself."""
    parts = list(file.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts.pop()
    return tuple(parts)


def without_comments_and_strings(text: str) -> str:
    """The code alone: comments, string and char literals blanked (a doc line may name a path)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif text.startswith('r#"', i) or text.startswith('r"', i):
            hashes = text[i + 1 : text.index('"', i)].count("#")
            close = '"' + "#" * hashes
            end = text.find(close, text.index('"', i) + 1)
            i = n if end < 0 else end + len(close)
            out.append('""')
        elif text[i] == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            i += 1
            out.append('""')
        elif text[i] == "'" and re.match(r"'(\\.|[^\\'])'", text[i : i + 12] or ""):
            i += len(re.match(r"'(\\[^']*|[^\\'])'", text[i:]).group(0))
            out.append("' '")
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def without_test_modules(code: str) -> str:
    """Each `#[cfg(test)] mod x { ... }` left out, its braces matched."""
    while True:
        found = TEST_MODULE.search(code)
        if not found:
            return code
        depth, i = 1, found.end()
        while i < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[i], 0)
            i += 1
        code = code[: found.start()] + code[i:]


def named_paths(code: str, here: tuple) -> list:
    """Every crate path the code names, absolute, `use a::{b, c::d}` groups expanded."""
    paths = []
    for group in GROUP.finditer(code):
        for item in re.split(r",\s*", group.group(2)):
            head = item.strip().split(" as ")[0].split("::{")[0]
            if head:
                paths.append((group.group(1), head.split("::")))
    code = GROUP.sub(" ", code)
    for match in PATH.finditer(code):
        paths.append((match.group(1), match.group(2).strip(":").split("::")))
    resolved = []
    for start, rest in paths:
        base = list(here)
        if start == "crate":
            base = []
        while start == "super" or (rest and rest[0] == "super"):
            base = base[:-1]
            if start == "super":
                start = "self"
            else:
                rest = rest[1:]
        resolved.append(tuple(base + [segment for segment in rest if segment != "self"]))
    return resolved


def main() -> int:
    src = Path(sys.argv[1])
    files = sorted(src.rglob("*.rs"))
    modules = {module_of(src, file): file for file in files}
    # A module declared inline (`mod x { ... }`) is read as part of its file's module.
    edges = {}
    for module, file in modules.items():
        code = without_test_modules(without_comments_and_strings(file.read_text()))
        for path in named_paths(code, module):
            # The longest prefix that is a module of the crate: `a::b::Item` is in a::b.
            target = next((path[:k] for k in range(len(path), 0, -1) if path[:k] in modules), None)
            if target is None or target == module:
                continue
            common = 0
            while common < min(len(module), len(target)) and module[common] == target[common]:
                common += 1
            if common in (len(module), len(target)):
                continue  # a parent and its child
            source, used = module[: common + 1], target[: common + 1]
            edges.setdefault("::".join(source), set()).add("::".join(used))
    name = src.parent.name
    for module in modules:
        print(f'"{name}::{"::".join(module)}" [label="module"]')
    for source, targets in sorted(edges.items()):
        for target in sorted(targets):
            print(f'"{name}::{source}" -> "{name}::{target}" [label="uses"]')
    return 0


sys.exit(main())
