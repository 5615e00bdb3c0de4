#!/usr/bin/env python3
"""Build the twenty-third held-out field corpus (tests/field/heldout23/):
real Cg from repositories none of corpus-real and heldout 1-22 holds --
four more students' repositories of the interactive graphics course whose
framework heldout14 and heldout22 took (CGInterface.cpp compiling
CG/shaderOne.cg or shaderOne.cg, and the students' other .cg files, with
"VertexMain", "FragmentMain" and "GeometryMain") and a Panda3D game's
two post-processing shaders -- as (file, entry, args)
x profile cases in corpus-real's manifest format, with cgc 3.1's verdicts
and instruction counts.

Usage: make_heldout23_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout22_manifest.py; OUT_DIR defaults to tests/field/heldout23)

Needs cgc on PATH. Conventions (see tests/field/heldout23/README.md), the
earlier corpora's by import:

  loader  heldout6's (as heldout14 and heldout22 took the course
          framework): the names the project's loader code quotes
          ("VertexMain", "FragmentMain", "GeometryMain") that are
          functions of the file, else main; the stage by probing cgc.
  panda   heldout11's: Panda3D's `//Cg` files, vshader / fshader.

Every source is taken over its history (heldout11's history(), as
heldout19 walks it), a path once per repository at the newest commit that
holds a version not seen before (heldout16's build()), with heldout22's
cases_of and stem_of. Vertex entries are compiled for arbvp1, vp20 and
vp30, fragment entries for arbfp1. Files whose content is in corpus-real,
heldout 1-22, the repository's tests/ or the Cg Toolkit examples (by
sha256), or already taken from another path or an earlier source, are
skipped, so every case is new code.
"""
import os, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402
import make_heldout16_manifest as h16  # noqa: E402
import make_heldout19_manifest as h19  # noqa: E402
import make_heldout22_manifest as h22  # noqa: E402

LOADER = h22.LOADER
PANDA = h22.PANDA

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # Students' repositories of the interactive graphics course (Purdue's
    # CS 535 / 434 framework: CGInterface.cpp compiles CG/shaderOne.cg --
    # or shaderOne.cg, and the students' other .cg files -- with
    # "VertexMain", "FragmentMain" and, under GEOM_SHADER, "GeometryMain"):
    # heldout6's loader convention, each over its history.
    ("eh434", "ehissey/CS434-1", "HEAD", LOADER, [""]),
    ("sylg", "Sylast/Graphics", "HEAD", LOADER, [""]),
    # (avatarxargo/CC535git, another student's, is left out: cgc 3.1 runs
    # for more than a minute on its shaderOne.cg FragmentMain in arbfp1.)
    ("mjem", "mijanur132/environmental-mapping", "HEAD", LOADER, [""]),
    ("nrgicg", "nrgdoublex/Interactive-Computer-Graphics-Project", "HEAD", LOADER, [""]),
    # A Panda3D game: Marco Polo (jcamino, 2012), its post-processing
    # blur.cg and depth.cg, loaded with loader.loadShader: vshader /
    # fshader (heldout11's panda convention).
    ("marcopolo", "jcamino/marcopolothevideogame", "HEAD", PANDA, [""]),
]


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout23")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 23)))
    h13.cases_of = h22.cases_of  # h16.build collects through h13.cases_of
    h11.history = h19.history  # and walks each source through h11.history
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, h22.stem_of)


if __name__ == "__main__":
    main()
