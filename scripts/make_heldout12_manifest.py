#!/usr/bin/env python3
"""Build the twelfth held-out field corpus (tests/field/heldout12/): Cg of
projects none of corpus-real and heldout 1-11 holds -- the Cg branch of Try's
Tempest-engine strategy game (game-build-desktop, its Direct3D build), Craig
Macomber's Panda3D terrain system and shader generator, the Java 3D examples'
Cg shader tests, libcross2d's PS Vita / PS3 shaders and GAL's PS Vita
shaders -- as (file, entry, defines) x profile cases in corpus-real's manifest
format, with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout12_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout11_manifest.py; OUT_DIR defaults to tests/field/heldout12)

Needs cgc on PATH. Conventions (see tests/field/heldout12/README.md), all
heldout11's (make_heldout11_manifest.cases_of, history walk included):

  suffix  the stage by the file name's ending, entry main: the Tempest
          engine's data/sh/X.vert / X.frag (cgCreateProgram, entry main, the
          `#ifdef opengl` GLSL branch left out as its Direct3D build does),
          Java 3D's CgShaderProgram X_vp.cg / X_fp.cg (entry main), the Vita
          builds' X_v.cg / X_f.cg (psp2cgc, main), GAL's res/shaders/vita
          X.vert / X.frag (vitaGL's Cg, main), Tiny3D's .vcg.
  panda   corpus-real's Panda3D one: `vshader` (vertex) and `fshader`
          (fragment) of every .sha / .cg file, no arguments.

Every source is taken over its history (heldout11's history()): the pinned
commit and every earlier commit that changed a file under the source's
folders, newest first, a path once, at the newest commit that holds it.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-11, the
repository's tests/ or the Cg Toolkit examples (by sha256), or already taken
from another path or an earlier source, are skipped, so every case is new
code.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT, includes  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402

PANDA = ("panda",)
TEMPLATE = re.compile(r"#[A-Za-z]\w*#")
GLSL_CG = ("suffix", ((".vert", VERTEX), (".frag", FRAGMENT)))

# (short name, owner/name, pinned commit, convention, path prefixes)
HEADS = [
    # Try/game-build-desktop: a strategy game on Try's Tempest engine (2013).
    # Every data/sh/X.vert and X.frag holds GLSL under `#ifdef opengl` and
    # Cg in the `#else` branch, which the Direct3D build (cg.dll, cgD3D9.dll
    # shipped beside it) compiles with entry main; no define is set there.
    ("gdesk", "Try/game-build-desktop", "628dda8", GLSL_CG, ["data/sh/"]),
    # Craig Macomber's Panda3D terrain system: its .sha files' vshader /
    # fshader (geo-clipmap terrain, grass, water, tile rendering, the GPU
    # map bakery's mapMaker.cg).
    ("p3dterrain", "Craig-Macomber/Panda3D-Terrain-System", "441beaa", PANDA, [""]),
    # Craig Macomber's Panda3D shader generator: base.sha.
    ("p3dsgen", "Craig-Macomber/Panda3D-Shader-Generator", "HEAD", PANDA, [""]),
    # Java 3D's examples (philjord's mirror of java3d-examples): the Cg
    # shader tests, which CgShaderProgram compiles with entry main
    # (X_vp.cg vertex, X_fp.cg fragment).
    ("j3d", "philjord/java3d-examples", "HEAD",
     ("suffix", (("_vp.cg", VERTEX), ("_fp.cg", FRAGMENT))),
     ["src/CgShaderTest/", "src/classes/org/jdesktop/j3d/examples/cg_shader/"]),
    # libcross2d (Cpasjuste's 2D library for consoles): its PS Vita shaders
    # (psp2cgc on X_v.cg / X_f.cg, main) and the PS3 Tiny3D vertex program.
    ("lc2d", "Cpasjuste/libcross2d", "HEAD",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT), (".vcg", VERTEX))),
     ["source/platforms/psp2/shaders/", "source/psp2/", "src/psp2/", "source/platforms/ps3/",
      "source/ps3/", "src/ps3/"]),
    # damemay/GAL (a graphics library for Linux and the PS Vita): the Vita
    # build's Cg shaders, res/shaders/vita*/X.vert / X.frag, entry main.
    ("gal", "damemay/GAL", "HEAD", GLSL_CG, ["res/shaders/vita"]),
    # christislord12's Panda3D Project Collection: community Panda3D
    # projects of 2009-2011 gathered in one repository (clcheung's
    # Demomaster, ninth's effect demos: heat haze, lens flare, screen-space
    # local reflections, shadows, stealth field, volumetric clouds; the Yarr
    # terrain, panda3dcgshaders, tagger): every .sha / .cg file's vshader /
    # fshader, as Panda's Shader.load compiles them. One source per project
    # folder.
] + [("p3dpc" + re.sub(r"[^a-z0-9]", "", d.lower())[:10], "christislord12/Panda3D-Project-Collection",
      "HEAD", PANDA, [d + "/"])
     for d in ("demomaster-0.8", "HeatHaze", "LensFlare", "SSLR_v2", "Shadows", "StealthField",
               "VolumetricCloud", "Yarr", "panda3dcgshaders", "tagger")] + [
    # SNES9x-Next's PS3 port (now libretro/snes9x2010), before its shaders
    # became a submodule in be7d994: ps3video.c compiles every shader file
    # (ps3/pkg/USRDIR/shaders/, the game-aware ones under gameaware/) with
    # entries main_vertex (sce_vp_rsx) and main_fragment (sce_fp_rsx) and only
    # optimisation options (-fastmath -unroll=all -ifcvt=all), so no args.
    # Taken: the port's own programs -- its TV-safe "N x-boxed" and
    # auto-box scalers, the border / menu overlays, the game-aware shaders
    # and the top-level stock, blinky, Quilez and AdvancedAA files; left out
    # (variety over volume): the folders of scaler families (xBR, HQx, CRT,
    # Lanczos, Waterpaint, xSoft, ...) whose other revisions corpus-real
    # (libretro's common-shaders) and heldout8 (the Emulator Shader Pack)
    # already hold.
    ("s9xps3", "libretro/snes9x2010", "30a9960", ("names", (("main_vertex", VERTEX),
                                                            ("main_fragment", FRAGMENT))),
     ["ps3/pkg/USRDIR/gameaware/"] +
     ["ps3/pkg/USRDIR/shaders/" + d for d in (
         "Borders/", "1x-boxed/", "2x-boxed/", "3x-boxed/", "4x-boxed/", "5x-boxed/", "auto-box/",
         "stock.cg", "blinky.cg", "Quilez.cg", "AdvancedAA.cg")]),
]


def cases_of(convention, tree, prefixes, dest, work):
    """heldout11's conventions, and heldout7's `names` (every .cg file that
    defines the named entries, a file other .cg files #include left out),
    a path once per repository as heldout11 takes them."""
    if convention[0] != "names":
        # A template the loader fills in before compiling (the terrain
        # bakery's mapMaker.cg: `float4 shade(float2 pos#paramsDef#)`,
        # `#source#`) is no Cg program: left out, as corpus-real leaves out
        # the programs its loaders substitute.
        return [c for c in h11.cases_of(convention, tree, prefixes, dest, work)
                if not TEMPLATE.search(h2.text_of(tree, c[0]))]
    taken = h11.TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cg = [p for p in tree.paths if p.endswith(".cg") and h2.wanted(p, prefixes)]
    included = set()
    for p in cg:
        included |= includes(tree, p, "", set())
    cases = []
    for p in cg:
        if p in included or p in taken:
            continue
        funcs = h2.functions(h2.text_of(tree, p))
        entries = [(n, stage) for n, stage in convention[1] if n in funcs]
        if entries:
            taken.add(p)
            h2.write(tree, dest, p)
        cases += [(p, n, "", stage) for n, stage in entries]
    return cases


def stem_of(short, path):
    """The file part of a case id: the file name without extension; for the
    .vert / .frag pairs, X_vert and X_frag."""
    stem, ext = os.path.splitext(os.path.basename(path))
    if ext in (".vert", ".frag"):
        stem += "_" + ext[1:]
    return re.sub(r"[^A-Za-z0-9_-]", "_", stem)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout12")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6", "heldout7", "heldout8", "heldout9",
                                                   "heldout10", "heldout11")
    rows, files, trees = [], {}, {}
    for head in HEADS:
        for source in h11.history(mirrors, *head):
            r, f, t = h6.collect([source], cases_of, mirrors, dest, cgc_out, known, stem_of)
            known |= {row[7] for row in r}
            rows += r
            files.update(f)
            trees.update(t)
    h6.write(rows, files, trees, dest, cgc_out, out_dir)


if __name__ == "__main__":
    main()
