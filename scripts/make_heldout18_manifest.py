#!/usr/bin/env python3
"""Build the eighteenth held-out field corpus (tests/field/heldout18/): Cg
and Direct3D 9 HLSL that cgc compiles as Cg, of projects none of corpus-real
and heldout 1-17 holds -- a game engine's shader library (Torque 3D's
Direct3D 9 HLSL, before its Direct3D 11 port), two versions of a game
engine's effect files (the Nebula Device 2 and Nebula 3: Direct3D 9 .fx),
a Direct3D / OpenGL shader-injection framework's test effects
(VoodooShader: .cgfx and .fx), two Panda3D games' Cg shaders (Naith, a
first-person adventure, and Strain, a turn-based strategy game), a
MikuMikuDance renderer's effects (ray-mmd), RetroArch shaders ported to the
PS Vita's Cg compiler, a Direct3D 9 HLSL book reader's exercises and an XNA
HLSL test project (a GTA IV shader decompilation's RAGE effect files are
listed too; cgc compiles none of them, so none is kept) -- as
(file, entry, defines) x profile cases in corpus-real's manifest format,
with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout18_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout17_manifest.py; OUT_DIR defaults to tests/field/heldout18)

Needs cgc on PATH. Conventions (see tests/field/heldout18/README.md), the
earlier corpora's by import and one new:

  suffix   heldout6's (as heldout11 takes it, a path once per repository):
           Torque 3D's shader data (ShaderData objects name
           `DXVertexShaderFile = ".../XV.hlsl"`, `DXPixelShaderFile =
           ".../XP.hlsl"`; the engine compiles them with entry main, the
           stage by the file name's ending V.hlsl / P.hlsl).
  effects  heldout2's: every `VertexShader|PixelShader = compile PROFILE
           fn()` of a .fx / .cgfx file names an entry and its stage; no
           defines.
  panda    heldout11's: Panda3D's `//Cg` files, vshader / fshader.
  retroglsl  new here: RetroArch's GLSL loader, as the Vita shader pack is
           loaded -- a .glsl file that tests VERTEX is compiled with entry
           main and -DVERTEX -DPARAMETER_UNIFORM (vertex), -DFRAGMENT
           -DPARAMETER_UNIFORM (fragment).

Every source is taken over its history (heldout11's history()), a path once
per repository at the newest commit that holds a version not seen before
(heldout16's rule, through heldout16's build()). Vertex entries are compiled
for arbvp1, vp20 and vp30, fragment entries for arbfp1. Files whose content
is in corpus-real, heldout 1-17, the repository's tests/ or the Cg Toolkit
examples (by sha256), or already taken from another path or an earlier
source, are skipped, so every case is new code.
"""
import os, re, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402
import make_heldout16_manifest as h16  # noqa: E402
import make_heldout17_manifest as h17  # noqa: E402

# Torque 3D's ShaderData: XV.hlsl (vertex), XP.hlsl (pixel), entry main.
TORQUE = ("suffix", (("V.hlsl", VERTEX), ("P.hlsl", FRAGMENT)))
EFFECTS = ("effects",)

# (short name, owner/name, pinned commit, convention, path prefixes; "!" = left out)
HISTORY = [
    # Torque 3D (GarageGames' MIT-licensed engine): the Full template's
    # shader library (lighting, post effects, water, terrain, particles,
    # fixed-function replacements), its Direct3D 9 HLSL just before
    # 3a9b50f70 ("Direct3D11 common shader changes", 2016) ported it.
    ("t3d", "GarageGames/Torque3D", "3a9b50f70^", TORQUE, ["Templates/Full/game/shaders/"]),
    # The Nebula Device 2 (Radon Labs, 2009): its Direct3D 9 effect
    # files (shaders 2.0; the fixed-function and OpenGL folders hold no
    # compiled entries) and the contributed terrain / 3ds Max samples.
    ("neb2", "Teivaz/nebula2", "HEAD", EFFECTS,
     ["nebula2/data/shaders/", "nebula2/code/contrib/nclodterrain/",
      "nebula2/code/contrib/nmax/samples/"]),
    # Nebula 3 (Radon Labs' successor engine, a 2012 snapshot): its
    # shader model 3 effect files and the older set beside them.
    ("neb3", "xoyojank/nebula3", "HEAD", EFFECTS, ["work/shaders/"]),
    # VoodooShader, a Direct3D / OpenGL shader-injection framework built on
    # the Cg runtime: its test effects (.cgfx, .fx) over its history.
    ("voodoo", "ssube/VoodooShader", "HEAD", EFFECTS, ["Resources/"]),
    # Panda3D games: Naith (a first-person adventure: water, volumetric
    # light filter) and Strain (a turn-based strategy game: team colours,
    # outlines, glow, PSSM shadows).
    ("naith", "Panda3D-public-projects-archive/naith", "HEAD", ("panda",), ["game/data/shaders/"]),
    ("strain", "Panda3D-public-projects-archive/strain-losh-", "HEAD", ("panda",),
     ["Strain/client/data/shaders/"]),
    # A MikuMikuDance renderer's effect files (Direct3D 9 .fx): ray-mmd, a
    # physically based renderer for MMD (its main effect, skyboxes and
    # extensions; the materials are #defines around shared .fxsub code and
    # name no entry themselves).
    ("raymmd", "ray-cast/ray-mmd", "HEAD", EFFECTS, ["ray.fx", "Skybox/", "Extension/"]),
    # A GTA IV shader decompilation rebuilt as RAGE effect files (its src/).
    ("gta4", "akifle47/gta4-decompiled-shaders", "HEAD", EFFECTS, ["src/"]),
    # RetroArch shaders ported to the PS Vita's Cg compiler (ShaccCg), named
    # .glsl so that RetroArch loads them as its GLSL shaders (retroglsl).
    ("vitacg", "doctor-amaton/vita-cg-glsl-shaders", "HEAD", ("retroglsl",), [""]),
    # Course and study work: a reader's exercises of a Chinese Direct3D 9
    # HLSL book (its chapters' effect files, with the DirectX SDK samples
    # it studies), and an XNA HLSL test project (billboards, lasers,
    # particles, shadow maps, terrain: effect files).
    ("hlsl9study", "tianyahechy/hlsl9gjjj_study", "HEAD", EFFECTS, [""]),
    ("hlsltest", "ggand0/HLSLTest", "HEAD", EFFECTS, [""]),
]

# RetroArch's GLSL loader compiles a .glsl shader twice, prefixed with
# `#define VERTEX` and `#define FRAGMENT` (and `#define PARAMETER_UNIFORM`
# both times), entry main.
STAGE_DEFINE = re.compile(r"defined\s*\(?\s*VERTEX\b")
H13_CASES_OF = h13.cases_of


def cases_of(convention, tree, prefixes, dest, work):
    """heldout13's cases_of, and `retroglsl`: every .glsl file that tests
    VERTEX, entry main, -DVERTEX (vertex) and -DFRAGMENT (fragment), a path
    once per repository."""
    if convention[0] != "retroglsl":
        return H13_CASES_OF(convention, tree, prefixes, dest, work)
    taken = h11.TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cases = []
    for p in tree.paths:
        if not p.endswith(".glsl") or p in taken or not h2.wanted(p, prefixes):
            continue
        if not STAGE_DEFINE.search(h2.text_of(tree, p)):
            continue
        taken.add(p)
        h2.write(tree, dest, p)
        cases += [(p, "main", "-DVERTEX -DPARAMETER_UNIFORM", VERTEX),
                  (p, "main", "-DFRAGMENT -DPARAMETER_UNIFORM", FRAGMENT)]
    return cases


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout18")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 18)))
    h13.cases_of = cases_of  # h16.build collects through h13.cases_of
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, h17.stem_of)


if __name__ == "__main__":
    main()
