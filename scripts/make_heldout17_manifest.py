#!/usr/bin/env python3
"""Build the seventeenth held-out field corpus (tests/field/heldout17/): Cg
and Direct3D 9 HLSL that cgc compiles as Cg, of projects none of corpus-real
and heldout 1-16 holds -- id Tech 4's renderprogs as DOOM 3 BFG Edition
shipped them (HLSL the engine translates to GLSL itself), two game mods'
Direct3D 9 shaders (GTA San Andreas' and Vice City's SkyGfx) and the
RenderWare reimplementation librw of the same author, SkyGfx's Multi
Theft Auto port and an MTA race server's shader resources (MTA effect
files), video players' pixel shaders (MPC-HC / MPC-BE shader packs: three
collections), Equalizer's
volume-rendering examples (eVolve, eqVol: Cg, before they became strings in
the C++) and a Chinese Cg tutorial's "HelloCg" programs -- as (file, entry,
defines) x profile cases in corpus-real's manifest format, with cgc 3.1's
verdicts and instruction counts.

Usage: make_heldout17_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout16_manifest.py; OUT_DIR defaults to tests/field/heldout17)

Needs cgc on PATH. Conventions (see tests/field/heldout17/README.md), all
earlier corpora's, by import:

  suffix   heldout6's (as heldout11 takes it, a path once per repository):
           a build or loader that compiles files by name, entry main, the
           stage by the file name's ending -- DOOM 3 BFG's renderProgManager
           loads renderprogs/X.vertex and X.pixel (main); SkyGfx's and
           librw's build compiles shaders/X{VS,PS}.hlsl with fxc -T vs_2_0 /
           ps_2_0 -E main; MPC-HC loads every .hlsl of a pack as a pixel
           shader (ps_2_0 / ps_3_0, main).
  effects  heldout2's: every `VertexShader|PixelShader = compile PROFILE
           fn()` of a .fx file names an entry and its stage; no defines (a
           file cgc compiles no entry of is left out).
  loader   heldout6's (through heldout13's cases_of): the names the
           project's loader code quotes that are functions of the file,
           else main, else every top-level function; the stage by probing
           cgc.

Every source is taken over its history (heldout11's history()): the pinned
commit and each older commit that changed a file under its prefixes, a path
once per repository at the newest commit that holds a version not seen
before (heldout16's rule). Vertex entries are compiled for arbvp1, vp20 and
vp30, fragment entries for arbfp1. Files whose content is in corpus-real,
heldout 1-16, the repository's tests/ or the Cg Toolkit examples (by
sha256), or already taken from another path or an earlier source, are
skipped, so every case is new code.
"""
import os, re, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout12_manifest as h12  # noqa: E402
import make_heldout16_manifest as h16  # noqa: E402

# DOOM 3 BFG's renderProgManager: renderprogs/X.vertex, X.pixel, main.
RENDERPROGS = ("suffix", ((".vertex", VERTEX), (".pixel", FRAGMENT)))
# SkyGfx's / librw's fxc build: XVS.hlsl (vs_2_0), XPS.hlsl (ps_2_0), main
# (librw's X_d11.hlsl, Direct3D 11, end otherwise and are left out).
FXC = ("suffix", (("VS.hlsl", VERTEX), ("PS.hlsl", FRAGMENT)))
# MPC-HC / MPC-BE: every .hlsl of a shader pack is a pixel shader, main.
MPC = ("suffix", ((".hlsl", FRAGMENT),))

# (short name, owner/name, pinned commit, convention, path prefixes; "!" = left out)
HISTORY = [
    # id Tech 4 (DOOM 3 BFG Edition, 2012): base/renderprogs, the HLSL the
    # engine's own translator turns into GLSL (global.inc, skinning.inc
    # included).
    ("d3bfg", "id-Software/DOOM-3-BFG", "HEAD", RENDERPROGS, ["base/renderprogs/"]),
    # Game mods: SkyGfx for GTA San Andreas and for GTA III / Vice City
    # (aap's PS2- and Xbox-look pipelines), and librw, the same author's
    # RenderWare reimplementation (its Direct3D 9 back end).
    ("skygfx", "aap/skygfx", "HEAD", FXC, [""]),
    ("skygfxvc", "aap/skygfx_vc", "HEAD", FXC, [""]),
    ("librw", "aap/librw", "HEAD", FXC, ["src/d3d/shaders/"]),
    # SkyGfx ported to Multi Theft Auto (GTA San Andreas multiplayer) as
    # MTA shader resources: Direct3D 9 effect files (effects), with the
    # resource's coronas and rotor effects.
    ("mtasky", "gta191977649/MTASA-SkyGfx", "HEAD", ("effects",), [""]),
    # A Multi Theft Auto race server's resources (rafalh's "toxic"): its
    # shader resources (car paint, bloom, depth of field, dynamic sky,
    # water refraction, ...) and widgets (effects).
    ("mtatoxic", "rafalh/mtasa_toxic", "HEAD", ("effects",), [""]),
    # Video players' pixel shaders (MPC-HC / MPC-BE): butterw's bShaders
    # (its Direct3D 11 folders left out), and two smaller packs.
    ("bshaders", "butterw/bShaders", "HEAD", MPC,
     ["", "!A-pack/Shaders11/", "!FilmGrain_Noise/dx11/"]),
    ("mpcpb", "PieterBoots/MPC-HC-shaders", "HEAD", MPC, [""]),
    ("mpczk", "Zackin5/MPC-HC-Shaders", "HEAD", MPC, [""]),
    # Equalizer's volume renderers (eVolve, eqVol), their Cg files just
    # before b924d0300 turned them into C++ strings (loader; the .cg files
    # only, entry main).
    ("eqvol", "Eyescale/Equalizer", "b924d0300^", ("loader", 2),
     ["examples/eVolve/fragmentShader.cg", "examples/eVolve/fshader.cg",
      "examples/eVolve/vertexShaderComplex.cg", "examples/eVolve/vertexShaderSimple.cg",
      "examples/eVolve/vshader.cg", "examples/eVolve/vshader_s.cg",
      "examples/eqVol/fshader.cg", "examples/eqVol/vshader.cg"]),
    # A Chinese Cg tutorial's HelloCg projects (loader: HelloCg02.cpp
    # quotes "02vs.cg" and "vs_main").
    ("hellocg", "zld126126/MyUnity", "HEAD", ("loader", 4), ["MyCg/"]),
]


def stem_of(short, path):
    """heldout12's stem; DOOM 3 BFG's X.vertex and X.pixel are X_vertex and
    X_pixel."""
    stem, ext = os.path.splitext(os.path.basename(path))
    if ext in (".vertex", ".pixel"):
        return re.sub(r"[^A-Za-z0-9_-]", "_", stem) + "_" + ext[1:]
    return h12.stem_of(short, path)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout17")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 17)))
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, stem_of)


if __name__ == "__main__":
    main()
