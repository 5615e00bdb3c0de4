#!/usr/bin/env python3
"""Build the fourteenth held-out field corpus (tests/field/heldout14/): Cg of
projects none of corpus-real and heldout 1-13 holds -- Madfinger's
Shadowgun sample (a Unity 3.5/4 game's own shaders), two Unity 4 mobile
games with NGUI 3, four PlayStation 3
emulator ports (Mednafen, VICE, FCEUX, Genesis Plus GX: their shader
folders over their history), an interactive graphics course
project, a student PS3 game on Newcastle's GCM framework and two Panda3D
projects -- as (file, entry, defines) x profile
cases in corpus-real's manifest format, with cgc 3.1's verdicts and
instruction counts.

Usage: make_heldout14_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout13_manifest.py; OUT_DIR defaults to tests/field/heldout14)

Needs cgc on PATH. Conventions (see tests/field/heldout14/README.md), all
earlier corpora's, by import:

  unity    heldout3's (make_heldout3_manifest.unity_cases): every CGPROGRAM
           block with `#pragma vertex` / `#pragma fragment` of a .shader
           file, extracted by unity_block.py with Unity 4's prelude, compiled
           with -DSHADER_API_OPENGL -I<Unity 4.6 CGIncludes>. A file Unity 5's
           upgrader rewrote (an `Upgrade NOTE` line) is left out: it is no
           longer the code Unity 4's cgc compiled.
  names    heldout7's / heldout12's: every .cg file defining main_vertex /
           main_fragment (the PS3 ports' loaders), no arguments; over the
           history of the shader folders (heldout11's history(), as
           heldout13 took the FBA port).
  loader   heldout6's: the names the project's loader code quotes that are
           functions of the file, else main; the stage by probing.
  panda    corpus-real's Panda3D one: vshader / fshader of every .sha file.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-13, the
repository's tests/ or the Cg Toolkit examples (by sha256), or already taken
from another path or an earlier source, are skipped, so every case is new
code.
"""
import os, subprocess, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import git_dir, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout12_manifest as h12  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402

PS3 = ("names", (("main_vertex", VERTEX), ("main_fragment", FRAGMENT)))

MF = "Assets/!MFCommon/"

# (short name, owner/name, pinned commit, convention, path prefixes; "!" = left out)
UNITY = [
    # Madfinger Games' Shadowgun sample (Unity 3.5/4), as a 2016 repository
    # keeps it: Madfinger's own shaders under Assets/!MFCommon/. Left out:
    # its Standard Assets (another revision of Unity 4's image effects,
    # heldout13's Waiting for Horus holds one) and the VR panorama package
    # imported into the Unity 5.3 project in 2016.
    ("sg", "usunyu/shadowgun", "d762db59eb80472270d07b33b533e0a29c3e5ebf", "unity", [MF]),
    # Two Unity 4.x mobile game projects (2014-2015) that ship NGUI 3.x (its
    # Unlit / Transparent Colored shaders and their clip variants), the
    # banana game its own materials' shaders, Genia two Standard Assets
    # shaders: every block as the convention finds it.
    ("genia", "bigstupidx/Genia-Unity4.7", "6ec382dcc1335b4aab10b360085b4072d9d1715a", "unity",
     ["GEN-Unity/Assets/"]),
    ("banana", "bigstupidx/banana-unity4.7", "9308c0e6fc9014c222e709f67f12f2cfb3194713", "unity",
     ["Assets/"]),
]

HEADS = [
    # An interactive graphics course project on the CGInterface framework
    # several course repositories share (CGInterface.cpp
    # compiles CG/shaderOne.cg with VertexMain, FragmentMain and, under
    # GEOM_SHADER, GeometryMain).
    ("igfx", "danielle147/InteractiveGraphics", "HEAD", ("loader", 0), [""]),
    # Racer, a student PS3 racing game on Newcastle University's GCM
    # framework: Shader.cpp compiles each .cg file with sceCgcCompileString
    # (sce_vp_rsx / sce_fp_rsx, the default entry main, no arguments), the
    # prebuilt .vpo / .fpo the renderer loads are built from them (loader:
    # no entry quoted, so main; the stage by probing).
    ("racer", "gambiting/Racer-PS3", "HEAD", ("loader", 0), ["GCM Framework/"]),
    # Panda3D projects of the public-projects archive: a level editor's
    # filter shader and a game's sun shader (panda).
    ("p3ded", "Panda3D-public-projects-archive/p3deditor", "HEAD", ("panda",), [""]),
    ("thanatos", "Panda3D-public-projects-archive/thanatos-game", "HEAD", ("panda",), [""]),
]

# PS3 emulator ports: every loader compiles its shader files with the
# entries main_vertex (CG_PROFILE_SCE_VP_RSX) and main_fragment
# (CG_PROFILE_SCE_FP_RSX), no arguments (Mednafen's LibESGL passes
# "-fastmath -unroll=all -ifcvt=all" to the PS3's sce-cgc only; as heldout12
# and heldout13 took their PS3 ports, no argument is kept).
HISTORY = [
    ("mednafen", "twinaphex/mednafen-ps3", "3441ec6b3d19", PS3,
     ["mednafen/pkg/USRDIR/assets/shaders/"]),
    ("vice", "twinaphex/vice-next", "6c47adcf45b8", PS3,
     ["src/pkg.%s/USRDIR/shaders/" % m for m in ("C64", "C128", "PLUS4", "VIC20")]),
    ("fceux", "MatChung/fceux-ps3", "HEAD", PS3, ["src/cellframework/extra/shaders/"]),
    ("gpgx", "MatChung/genesis-plus-gx-ps3", "HEAD", PS3, ["src/cellframework/extra/shaders/"]),
]


def upgraded(mirrors, source, commit, prefix):
    """The .shader files under `prefix` that Unity 5's upgrader rewrote."""
    out = subprocess.run(["git", "--git-dir", git_dir(mirrors, source), "grep", "-l", "Upgrade NOTE",
                          commit, "--", prefix], capture_output=True, text=True).stdout
    return ["!" + line.split(":", 1)[1] for line in out.splitlines() if line.endswith(".shader")]


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout14")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 14)))
    trees = {}
    h13.UNITY[:] = [(s, src, c, conv, p + upgraded(mirrors, src, c, p[0])) for s, src, c, conv, p in UNITY]
    rows, files, unity = h13.unity_rows(mirrors, dest, known, trees)
    sources = list(HEADS)
    for head in HISTORY:
        sources += h11.history(mirrors, *head)
    for source in sources:
        r, f, t = h6.collect([source], h13.cases_of, mirrors, dest, cgc_out, known, h12.stem_of)
        known |= {row[7] for row in r}
        rows += r
        files.update(f)
        trees.update(t)
    keep = h2.run_cgc(rows, dest, cgc_out)
    h2.write_corpus(out_dir, keep, files, h13.h3.used_files(keep, trees, unity, dest))


if __name__ == "__main__":
    main()
