#!/usr/bin/env python3
"""Build the eighth held-out field corpus (tests/field/heldout8/): Cg of
projects none of corpus-real and heldout 1-7 holds -- Themaister's Emulator
Shader Pack (the Cg shaders of RetroArch / SSNES and SNES9x before libretro's
common-shaders), the Indigo engine's shaders (three generations: assets/cg,
the CgFX effects of assets/cgfx, assets/shaders), OpenCOVER's (COVISE) Cg
materials and DeskVOX Virvo's volume-rendering fragment programs -- as
(file, entry, defines) x profile cases in corpus-real's manifest format, with
cgc 3.1's verdicts and instruction counts.

Usage: make_heldout8_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout8)

Needs cgc on PATH. Conventions (see tests/field/heldout8/README.md):

  names   heldout7's: fixed entry names by stage. The shader pack's README
          fixes them for every implementer (`main_vertex`, `main_fragment`);
          Indigo's assets/shaders/compile script runs cgc with `-entry vs`
          for the vertex and `-entry ps` for the fragment program of every
          assets/shaders/*.cg, with the defines of its OpenGL 2.1 build
          (`-DGL=1 -DGL21=1`, the build whose profiles are glslv / glslf).
  effects heldout2's: every `compile PROFILE entry` of a CgFX technique gives
          a case of the state's stage (Indigo's assets/cgfx/, which its
          Effect.cpp loads with cgCreateEffectFromFile); a file none of whose
          cases cgc accepts is left out.
  loader  heldout6's (as heldout7 uses it): the names the project's loader
          code quotes that are functions of the file, else `main`; the stage
          by probing cgc. OpenCOVER's coSphere.cpp / VrmlNodeWave.cpp and
          Virvo's vvcgprogram.cpp compile `main` (cgCreateProgram(..., NULL)),
          Indigo's CGShader.cpp `main` (kEntryPointName).

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-7, the repository's
tests/ or the Cg Toolkit examples (by sha256), or already taken from another
path, are skipped, so every case is new code.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout7_manifest as h7  # noqa: E402

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    # Themaister's Emulator Shader Pack: the Cg shaders RetroArch (then SSNES)
    # and SNES9x's Win32 port loaded, Cg/README fixing the entry names.
    ("esp", "Themaister/Emulator-Shader-Pack", "8ad06aa92b2e55bee60666028e82314f7d0d0f52",
     ("names", ((("main_vertex", VERTEX), ("main_fragment", FRAGMENT)), "")), ["Cg/"]),
    # The Indigo engine (jjiezheng): assets/shaders/compile's OpenGL 2.1 build.
    ("indigo", "jjiezheng/indigo", "655fdc24466442553774d776b78836576520bb58",
     ("names", ((("vs", VERTEX), ("ps", FRAGMENT)), "-DGL=1 -DGL21=1")), ["assets/shaders/"]),
    # Indigo before the compile script: its CgFX effects (Effect.cpp's
    # cgCreateEffectFromFile), just before assets/cgfx/ was removed in cf14ee18...
    ("indigofx", "jjiezheng/indigo", "e37a35b9b7cbfcda0c6569f3585ebda77426332e", "effects",
     ["assets/cgfx/"]),
    # ... and, earlier still, assets/cg/'s programs (CGShader.cpp compiles
    # `main` of the vertex and fragment file each material names).
    ("indigocg", "jjiezheng/indigo", "b49f392e6db50758493e49858b406c3ed095878e", ("loader", 1),
     ["assets/cg/"]),
    # COVISE's OpenCOVER: the sphere billboards (PluginUtil/coSphere.cpp), the
    # VRML Wave node's water and the bump-mapping materials, all `main`.
    ("opencover", "hlrs-vis/covise", "c6ebb51ebce8053537a327450dcadb402687ab7b", ("loader", 3),
     ["share/covise/materials/Cg/"]),
    # DeskVOX's Virvo volume renderer as COVISE vendors it (vvshaderfactory.cpp
    # loads vv_<name>.frag.cg / .vert.cg, vvcgprogram.cpp compiles `main`).
    ("virvo", "hlrs-vis/covise", "c6ebb51ebce8053537a327450dcadb402687ab7b", ("loader", 4),
     ["src/3rdparty/deskvox/virvo/shader/"]),
]


def names_cases(tree, prefixes, dest, work, spec):
    """heldout7's names convention, every case with the build's defines."""
    names, args = spec
    return [(p, entry, args, stage)
            for p, entry, _, stage in h7.names_cases(tree, prefixes, dest, work, names)]


def cases_of(convention, tree, prefixes, dest, work):
    if convention == "effects":
        return h2.effects_cases(tree, prefixes, dest, work)
    how = {"names": names_cases, "loader": h7.loader_entries}[convention[0]]
    return how(tree, prefixes, dest, work, convention[1])


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout8")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6", "heldout7")
    rows, files, trees = h6.collect(SOURCES, cases_of, mirrors, dest, cgc_out, known)
    h6.write(rows, files, trees, dest, cgc_out, out_dir)

if __name__ == "__main__":
    main()
