#!/usr/bin/env python3
"""Build the twenty-second held-out field corpus (tests/field/heldout22/):
real Cg from repositories none of corpus-real and heldout 1-21 holds --
creativecomputing's Cg programs as they stood apart from the repository
heldout9 took (texone's creativecomputing1.0, 2016-2018, and nickvido's
copy of the 2012 creativecomputing: GPU particles, fluid fields, sorting,
noise, post-processing), the students' CG/shaderOne.cg of an interactive
graphics course's framework (thirteen repositories) and two Panda3D games'
.sha shaders -- as (file, entry, args) x profile cases in corpus-real's
manifest format, with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout22_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout21_manifest.py; OUT_DIR defaults to tests/field/heldout22)

Needs cgc on PATH. Conventions (see tests/field/heldout22/README.md), the
earlier corpora's by import:

  cc      heldout9's (make_heldout9_manifest.CC): creativecomputing's
          CCCGShader loads X.vp as a vertex and X.fp as a fragment program,
          entry main (heldout11's suffix convention, a path once per
          repository); the .vp / .fp files written in GLSL (gl_* built-ins,
          vec types: heldout9's GLSL pattern) are left out.
  loader  heldout6's (as heldout14 took the course framework): the names
          the project's loader code quotes ("VertexMain", "FragmentMain",
          "GeometryMain") that are functions of the file, else main; the
          stage by probing cgc.
  panda   heldout11's: Panda3D's `//Cg` files, vshader / fshader.

Every source is taken over its history (heldout11's history()), a path
once per repository at the newest commit that holds a version not seen
before (heldout16's build()). Vertex entries are compiled for arbvp1, vp20
and vp30, fragment entries for arbfp1. Files whose content is in
corpus-real, heldout 1-21, the repository's tests/ or the Cg Toolkit
examples (by sha256), or already taken from another path or an earlier
source, are skipped, so every case is new code.
"""
import os, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout9_manifest as h9  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402
import make_heldout16_manifest as h16  # noqa: E402
import make_heldout17_manifest as h17  # noqa: E402
import make_heldout19_manifest as h19  # noqa: E402

CC = h9.CC
LOADER = ("loader", 0)
PANDA = ("panda",)

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # creativecomputing 1.0 (texone, 2016): the Cg programs of its core
    # (image filters, noise, ray marching demos) and of its simulation
    # module (GPU particles, fluid field, sorting).
    ("cc10", "texone/creativecomputing1.0", "27cfc4e", CC, ["cc-core/", "cc-simulation/"]),
    # nickvido's copy of creativecomputing (2011): its Cg programs (GPU
    # particles, fluid field, post-processing: SSAO, depth of field).
    ("ccnv", "nickvido/creativecomputing", "HEAD", CC, [""]),
    # Students' repositories of an interactive graphics course (Purdue's
    # CS 535 framework heldout14 took one of: CGInterface.cpp compiles
    # CG/shaderOne.cg -- and the students' other .cg files -- with
    # "VertexMain", "FragmentMain" and, under GEOM_SHADER, "GeometryMain"):
    # heldout6's loader convention, each over its history.
    ("cvr", "AndrewChoiDev/Cloud-Virtual-Reality-Research", "HEAD", LOADER, [""]),
    ("rainbow", "Consciousduo/rainBow", "HEAD", LOADER, [""]),
    ("ltgp", "LukeTuthill/GraphicsPipeline", "HEAD", LOADER, [""]),
    ("acrp", "acalejos/Basic_Render_Pipeline", "HEAD", LOADER, [""]),
    ("ash535", "ashehata/CS535", "HEAD", LOADER, [""]),
    ("ejcg", "emilejbm/computer-graphics", "HEAD", LOADER, [""]),
    ("lazeng", "lazopard/The-Engine", "HEAD", LOADER, [""]),
    ("ldcg", "luisdiazgranados/computerGraphics", "HEAD", LOADER, [""]),
    ("mw535", "menglin-wu/CS535", "HEAD", LOADER, [""]),
    ("mjrt", "mijanur132/gpu_based_ray_tracing", "HEAD", LOADER, [""]),
    ("mt535", "mintentha/CS535", "HEAD", LOADER, [""]),
    ("rngp", "ramiNoodles28/GraphicsPipeline", "HEAD", LOADER, [""]),
    ("zhsre", "zhan2586/Software-3D-Rendering-Engine", "HEAD", LOADER, [""]),
    # (rylankasitz/GraphicsPipeline, another student's, is left out: cgc
    # 3.1 runs for more than five minutes on its ray-tracing FragmentMain
    # in arbvp1 and vp20, where stage probing puts an entry cgc rejects
    # everywhere.)
    # Panda3D games: Fire & Water (crempp) and Zertz3D (hiive), their
    # shaders/*.sha (water, terrain splatting, blur, glow, ink and normal
    # generation): vshader / fshader (heldout11's panda convention).
    ("firewater", "crempp/Fire-Water", "HEAD", PANDA, ["shaders/"]),
    ("zertz", "hiive/Zertz3D", "HEAD", PANDA, ["shaders/"]),
]

H19_CASES_OF = h19.cases_of


def cases_of(convention, tree, prefixes, dest, work):
    """heldout19's cases_of; for creativecomputing (heldout9's CC) the
    files written in GLSL left out, as heldout9 leaves them out."""
    h13.present(tree, prefixes)
    cases = H19_CASES_OF(convention, tree, prefixes, dest, work)
    if convention == CC:
        cases = [c for c in cases if not h9.GLSL.search(h2.strip_comments(h2.text_of(tree, c[0])))]
    return cases


def stem_of(short, path):
    """heldout17's stem; creativecomputing's files share names (forces.fp,
    initvalue01.fp), told apart by their folders (heldout9's stem)."""
    if short.startswith("cc"):
        return h9.stem_of("cc", path)
    return h17.stem_of(short, path)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout22")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 22)))
    h13.cases_of = cases_of  # h16.build collects through h13.cases_of
    h11.history = h19.history  # and walks each source through h11.history
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, stem_of)


if __name__ == "__main__":
    main()
