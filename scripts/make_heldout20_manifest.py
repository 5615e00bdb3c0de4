#!/usr/bin/env python3
"""Build the twentieth held-out field corpus (tests/field/heldout20/):
Direct3D 9 HLSL that cgc compiles as Cg, of projects none of corpus-real
and heldout 1-19 holds -- a game engine's separate shader files
(SkyXEngine, a Russian open-source engine whose Direct3D 9 renderer keeps
each program as X.vs (vertex) or X.ps (pixel), entry main, including the
engine's headers as `#include <../struct.h>` from the shader's own folder),
the DirectX SDK's Direct3D 9 samples' effect files, and three XNA
projects' effect files (XNA Game Studio Unleashed's chapters, BeatShift,
Isles) -- as (file, entry, defines) x profile cases in corpus-real's
manifest format, with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout20_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout19_manifest.py; OUT_DIR defaults to tests/field/heldout20)

Needs cgc on PATH. Conventions (see tests/field/heldout20/README.md), the
earlier corpora's by import and one new:

  skyx  new here: every X.vs (vertex) and X.ps (pixel) file under the
        shader folder that defines main, entry main, with
        -I<the file's folder>: the shaders name the engine's headers
        relative to their own folder, in angle brackets (`#include
        <../struct.h>`, and struct.h `#include <../gdefines.h>`), which
        cgc looks up only in -I folders; the -I stands for the engine's
        include handling. heldout6's suffix convention otherwise.

  effects  heldout2's (through heldout19's cases_of): every
           `VertexShader|PixelShader = compile PROFILE fn()` of a .fx file
           names an entry and its stage; no defines.

The engine is taken at a5ef4aab (2019-03-04), its last commit before the
move to Direct3D 11 (`Texture2D`, `SV_TARGET`). Every source is taken over
its history before its pinned commit (heldout11's history()), a path once
per repository at the newest commit that holds a version not seen before
(heldout16's build()). Vertex
entries are compiled for arbvp1, vp20 and vp30, fragment entries for arbfp1.
Files whose content is in corpus-real, heldout 1-19, the repository's tests/
or the Cg Toolkit examples (by sha256), or already taken from another path
or an earlier source, are skipped, so every case is new code.
"""
import os, re, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402
import make_heldout16_manifest as h16  # noqa: E402
import make_heldout17_manifest as h17  # noqa: E402
import make_heldout19_manifest as h19  # noqa: E402

SKYX = ("skyx", ((".vs", VERTEX), (".ps", FRAGMENT)))

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # SkyXEngine: its Direct3D 9 renderer's shaders (materials, terrain and
    # vegetation, skinning, particles, deferred lighting, shadow maps,
    # post-processing, sky, GUI), X.vs / X.ps, at its last Direct3D 9
    # commit and over the history before it.
    ("skyx", "dogmanet/SkyXEngine", "a5ef4aab", SKYX, ["build/gamesource/shaders/"]),
    # The DirectX SDK's (June 2010) Direct3D 9 samples, as Chuck Walbourn
    # keeps them: their effect files (HDR lighting, post-processing chains,
    # shadow maps, skinning, PRT, instancing, parallax occlusion mapping).
    ("dxsdk", "walbourn/directx-sdk-legacy-samples", "f35ea76", h19.EFFECTS, ["Direct3D/"]),
    # XNA Game Studio Unleashed's (a Korean reader's copy of the book's
    # code) chapter projects: their content pipeline's effect files.
    ("xnaunl", "finoriko/XNAUnleashed", "63365cb", h19.EFFECTS, [""]),
    # BeatShift, a student team's XNA racing game: its effect files.
    ("beatshift", "Jamedjo/BeatShift", "a24eebc", h19.EFFECTS, [""]),
    # Isles, an XNA real-time strategy game (later ported to FNA): its
    # effect files (terrain, water, models, shadows, particles, bloom).
    ("isles", "yufeih/isles", "41004d6", h19.EFFECTS, [""]),
]

H19_CASES_OF = h19.cases_of


def skyx_cases(tree, prefixes, dest, endings):
    """Every X.vs / X.ps defining main, -I its own folder, a path once per
    repository."""
    h13.present(tree, prefixes)
    taken = h11.TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cases = []
    for p in tree.paths:
        stage = next((s for e, s in endings if p.endswith(e)), None)
        if stage is None or p in taken or not h2.wanted(p, prefixes) or \
                not h6.defines(h2.text_of(tree, p), "main"):
            continue
        taken.add(p)
        args = "-I%s+%s/%s" % (tree.owner, tree.name, os.path.dirname(p))
        h2.write(tree, dest, p, args)
        cases.append((p, "main", args, stage))
    return cases


def cases_of(convention, tree, prefixes, dest, work):
    """heldout19's cases_of, and `skyx`."""
    if convention[0] == "skyx":
        return skyx_cases(tree, prefixes, dest, convention[1])
    return H19_CASES_OF(convention, tree, prefixes, dest, work)


def stem_of(short, path):
    """heldout17's stem; SkyXEngine's X.vs and X.ps are X_vs and X_ps."""
    stem, ext = os.path.splitext(os.path.basename(path))
    if ext in (".vs", ".ps"):
        return re.sub(r"[^A-Za-z0-9_-]", "_", stem) + "_" + ext[1:]
    return h17.stem_of(short, path)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout20")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 20)))
    h13.cases_of = cases_of  # h16.build collects through h13.cases_of
    h11.history = h19.history  # and walks each source through h11.history
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, stem_of)


if __name__ == "__main__":
    main()
