#!/usr/bin/env python3
"""Build the fifth held-out field corpus (tests/field/heldout5/): libretro's
common-shaders, the Cg shader collection RetroArch loads through libCg, as
(file, entry) x profile cases in corpus-real's manifest format, with cgc
3.1's verdicts and instruction counts.

Usage: make_heldout5_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout5)

Needs cgc on PATH. The convention is RetroArch's Cg driver's
(gfx/drivers_shader/shader_gl_cg.c): a shader file holds both stages, the
vertex program `main_vertex` and the fragment program `main_fragment`, and
every program is compiled with `-DPARAMETER_UNIFORM` (which turns the
`#pragma parameter` settings into uniforms). A `.cg` file naming
`main_vertex` gives arbvp1, vp20 and vp30 cases, one naming `main_fragment`
an arbfp1 case. Files whose text is a file of corpus-real, the other
held-out corpora, the repository's tests/ or the Cg Toolkit examples (by
sha256) are skipped.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import Tree, git_dir, includes, sha, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
from make_heldout4_manifest import write_files  # noqa: E402

SOURCE = "libretro/common-shaders"
ARGS = "-DPARAMETER_UNIFORM"
ENTRIES = (("main_vertex", VERTEX), ("main_fragment", FRAGMENT))


def defines(text, name):
    """Whether the comment-free text defines a function called `name`."""
    return re.search(r"\b%s\s*\(" % name, h2.strip_comments(text)) is not None


def case_id(path, entry):
    stem = re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(path)[0])
    return "lr.%s.%s" % (stem, entry)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout5")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4")
    tree = Tree(git_dir(mirrors, SOURCE), os.environ.get("LIBRETRO_COMMIT", "HEAD"))
    tree.owner, tree.name = SOURCE.split("/")
    rows, files = [], {}
    for path in sorted(p for p in tree.paths if p.endswith(".cg")):
        data = tree.read(path)
        digest = sha(data)
        if digest in known:
            continue
        text = data.decode("utf-8", "surrogateescape")
        stages = [(entry, profiles) for entry, profiles in ENTRIES if defines(text, entry)]
        if not stages:
            continue
        write_files(tree, dest, [path] + sorted(includes(tree, path, ARGS, set())), files)
        for entry, profiles in stages:
            for profile in profiles:
                rows.append([case_id(path, entry), SOURCE, tree.commit, path, entry, profile, ARGS, digest,
                             "libretro"])
    keep = h2.run_cgc(rows, dest, cgc_out)
    used = set()
    for r, _ in keep:
        used.add((r[1], r[3]))
        used |= {(r[1], p) for p in includes(tree, r[3], r[6], set())}
    h2.write_corpus(out_dir, keep, files, used)


if __name__ == "__main__":
    main()
