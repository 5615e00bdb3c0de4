#!/usr/bin/env python3
"""Build the twenty-first held-out field corpus (tests/field/heldout21/):
real Cg -- OGRE's sample media over its early history, the Cg programs its
`.program` and `.material` scripts declare (and those of its 3ds Max
exporter's preview shaders) (`vertex_program X cg { source
F.cg entry_point E ... }`), from two repositories none of corpus-real and
heldout 1-20 holds: OGRECave/ogre-attic (OGRE's CVS history, 2002-2008)
and psxcode/ogre3d_svn (a copy of OGRE's Subversion trunk, 2010) -- as
(file, entry, args) x profile cases in corpus-real's manifest format, with
cgc 3.1's verdicts and instruction counts.

Usage: make_heldout21_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout20_manifest.py; OUT_DIR defaults to tests/field/heldout21)

Needs cgc on PATH. Conventions (see tests/field/heldout21/README.md), the
earlier corpora's by import:

  ogre  heldout's (make_heldout_manifest.ogre_cases, through heldout6's
        ogre()): every `vertex_program|fragment_program NAME cg` of a
        .program or .material script names its source file (found next to
        the script or anywhere in the tree, as OGRE's resource groups do),
        its entry_point (main when none) and its compile_arguments; the
        vertex/fragment kind is the script's.

Both are taken over their history (heldout11's history()) under
Samples/Media/ (and ogre-attic's LEXIExporter shader folder), a path once per repository at the newest commit that holds
a version not seen before (heldout16's build()); the two repositories share
OGRE's history before 2008, and a version the first holds is not taken
again from the second (by sha256). Vertex entries are
compiled for arbvp1, vp20 and vp30, fragment entries for arbfp1. Files
whose content is in corpus-real, heldout 1-20, the repository's tests/ or
the Cg Toolkit examples (by sha256), or already taken from another path or
an earlier source, are skipped, so every case is new code.
"""
import os, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402
import make_heldout16_manifest as h16  # noqa: E402
import make_heldout17_manifest as h17  # noqa: E402
import make_heldout19_manifest as h19  # noqa: E402

OGRE = ("ogre",)

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # OGRE's CVS history (2002-2008) as OGRECave keeps it: the samples'
    # media, their .program / .material scripts' Cg programs, and the 3ds
    # Max exporter's (LEXIExporter) preview shaders.
    ("ogrecvs", "OGRECave/ogre-attic", "038a2311f", OGRE,
     ["Samples/Media/", "Tools/3dsmaxExport/LEXIExporter/Config/shaders/"]),
    # OGRE's Subversion trunk to 2010-03 (psxcode's copy, its history
    # from 2002): the samples' media.
    ("ogresvn", "psxcode/ogre3d_svn", "567488940", OGRE, ["Samples/Media/"]),
]

H19_CASES_OF = h19.cases_of


def cases_of(convention, tree, prefixes, dest, work):
    """heldout19's cases_of, and heldout6's `ogre` (every Cg program an
    OGRE script declares, its source written with its -I arguments)."""
    if convention == OGRE:
        h13.present(tree, prefixes)
        return h6.ogre(tree, prefixes, dest, work)
    return H19_CASES_OF(convention, tree, prefixes, dest, work)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout21")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 21)))
    h13.cases_of = cases_of  # h16.build collects through h13.cases_of
    h11.history = h19.history  # and walks each source through h11.history
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, h17.stem_of)


if __name__ == "__main__":
    main()
