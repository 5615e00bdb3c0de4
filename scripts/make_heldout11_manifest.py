#!/usr/bin/env python3
"""Build the eleventh held-out field corpus (tests/field/heldout11/): Cg of
projects none of corpus-real and heldout 1-10 holds -- the PS Vita Cg of
frangarcj's vita-shader-collection (RetroArch-style filters for the Vita),
DaedalusX64-vitaGL's post-processing shaders, vitaXash3D's GXM shaders,
frangarcj's vita3d and xerpi's gxmfun (GXM 3D samples), OpenLara's GXM
programs, and the Cg of four Panda3D games (Avolition, PPARPG, planet,
koparka) -- as (file, entry, defines) x profile cases in corpus-real's
manifest format, with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout11_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout10_manifest.py; OUT_DIR defaults to tests/field/heldout11)

Needs cgc on PATH. Conventions (see tests/field/heldout11/README.md):

  suffix    heldout6's: the stage by the file name's ending, entry main (the
            Vita builds' `_v.cg` / `_f.cg`, DaedalusX64's `X/vert.cg` /
            `X/frag.cg` pairs).
  panda     corpus-real's Panda3D one: `vshader` (vertex) and `fshader`
            (fragment) of every .sha / .cg file, no arguments.
  openlara  OpenLara's compile_gxm.bat: each listed program compiled with
            -D_GAPI_GXM=1, its variant's defines and -DVERTEX (vertex) or
            -DPIXEL (fragment), entry main.

Every source is taken over its history, as heldout10 took OpenEmu's and
SoftPixel Engine's: the pinned commit and every earlier commit that changed
a file under the source's folders, newest first, a path once, at the newest
commit that holds it (a corpus holds one version of a path). The older
commits' ids carry the commit's date (`dx64200724.`).

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-10, the
repository's tests/ or the Cg Toolkit examples (by sha256), or already taken
from another path or an earlier source, are skipped, so every case is new
code.
"""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT, git_dir  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402

VITA = ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT)))
PANDA = ("panda",)
DAEDALUS = ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT), ("/vert.cg", VERTEX),
                       ("/frag.cg", FRAGMENT)))

# (short name, owner/name, pinned commit, convention, path prefixes)
HEADS = [
    # frangarcj/vita-shader-collection: RetroArch's Cg filters (xBR, FXAA,
    # LCD3x, CRT-easymode, GTU, sharp bilinear, ...) as the Vita's shader
    # compiler takes them; its Makefile runs psp2cgc on shaders/*_v.cg
    # (-profile sce_vp_psp2) and *_f.cg (sce_fp_psp2), entry main.
    ("vsc", "frangarcj/vita-shader-collection", "15393d5", VITA, ["shaders/"]),
    # DaedalusX64-vitaGL (Rinnegatamante's N64 emulator for the Vita): the
    # post-processing shaders its menu loads into vitaGL as
    # GL_CG_VERTEX_SHADER_EXT / GL_CG_FRAGMENT_SHADER_EXT (entry main):
    # Shaders/X/vert.cg and frag.cg since 2020-07-25, X_v.cg / X_f.cg before.
    ("dx64", "Rinnegatamante/DaedalusX64-vitaGL", "e814d1e", DAEDALUS, ["Data/DaedalusX64/Shaders/"]),
    # vitaXash3D (fgsfdsfgs' Xash3D port to the Vita): its GXM shaders, the
    # Makefile's psp2cgc on shaders/*_v.cg / *_f.cg (main); most are
    # vitaQuake's (left out by their digests).
    ("xash", "fgsfdsfgs/vitaXash3D", "37ec148", VITA, ["shaders/"]),
    # vita3d (frangarcj's 3D library for the Vita): shaders/*_v.cg / *_f.cg,
    # the Makefile's psp2cgc, main.
    ("vita3d", "frangarcj/vita3d", "c888e3d", VITA, ["shaders/"]),
    # gxmfun (xerpi's GXM test bed): shader/*_v.cg / *_f.cg, main.
    ("gxmfun", "xerpi/gxmfun", "8733669", VITA, ["shader/"]),
    # Panda3D games: every .sha / .cg file's `vshader` (vertex) and `fshader`
    # (fragment), the entries Panda's Shader.load gives cgc (corpus-real's
    # Panda3D convention), no arguments. Avolition (wezu's roguelike) keeps
    # them at the top level, PPARPG (arikel's Fallout-like RPG) and planet
    # (tlarhices' planet generator) under shaders/.
    ("avol", "wezu/Avolition", "38983e4", PANDA, [""]),
    ("pparpg", "arikel/PPARPG", "b4d224b", PANDA, ["shaders/"]),
    ("planet", "tlarhices/planet", "621ede9", PANDA, ["data/shaders/"]),
]

# Sources taken at one commit only: koparka (wezu's Panda3D terrain editor;
# its mirror lacks objects of older commits): shaders/*.cg and *.sha.
SINGLE = [
    ("koparka", "wezu/koparka", "188b89d", PANDA, ["shaders/"]),
]

# OpenLara (XProger's Tomb Raider engine): src/shaders/compile_gxm.bat, its
# Vita build, compiles every program of the list twice, `psp2cgc -profile
# sce_vp_psp2 -D_GAPI_GXM=1 X.hlsl VARIANT -DVERTEX` and `-profile
# sce_fp_psp2 ... -DPIXEL` (entry main), VARIANT the defines of its
# :compile_a (-DALPHA_TEST) and :compile_au (-DUNDERWATER) helpers and the
# filter's passes. (program, id suffix, defines), as the .bat lists them:
OPENLARA = ("olara", "XProger/OpenLara", "8c40d43", ["src/shaders/"])
AU = [("", ""), ("_a", "-DALPHA_TEST"), ("_u", "-DUNDERWATER"), ("_au", "-DALPHA_TEST -DUNDERWATER")]
OPENLARA_PROGRAMS = (
    [(n, s, d) for n in ("compose_sprite", "compose_room", "compose_entity") for s, d in AU] +
    [(n, "", "") for n in ("compose_mirror", "compose_flash")] +
    [(n, s, d) for n in ("shadow_entity", "ambient_room", "ambient_sprite") for s, d in AU[:2]] +
    [(n, "", "") for n in ("water_drop", "water_simulate", "water_caustics", "water_rays",
                           "water_mask", "water_compose")] +
    [("filter", "_upscale", "-DUPSCALE"), ("filter", "_downsample", "-DDOWNSAMPLE"),
     ("filter", "_grayscale", "-DGRAYSCALE"), ("filter", "_blur", "-DBLUR")] +
    [(n, "", "") for n in ("gui", "clear")])
OPENLARA_IDS = {}

TAKEN = {}


def history(mirrors, short, source, commit, convention, prefixes):
    """The source at `commit` and at every earlier commit that changed a file
    under `prefixes`, newest first; an older commit's short name carries its
    date (yymmdd, then b, c, ... for a second commit of the same day)."""
    gd = git_dir(mirrors, source)
    log = subprocess.run(["git", "--git-dir", gd, "log", "--format=%h %cd", "--date=format:%y%m%d",
                          commit, "--"] + [p or "." for p in prefixes], capture_output=True, text=True, check=True).stdout
    out = [(short, source, commit, convention, prefixes)]
    seen = {}
    head = subprocess.run(["git", "--git-dir", gd, "rev-parse", commit], capture_output=True,
                          text=True, check=True).stdout.strip()
    for line in log.splitlines():
        h, date = line.split()
        if head.startswith(h):
            continue
        n = seen.get(date, 0)
        seen[date] = n + 1
        out.append((short + date + ("" if n == 0 else chr(ord("a") + n)), source, h, convention,
                    prefixes))
    return out


def cases_of(convention, tree, prefixes, dest, work):
    """heldout6's suffix convention, a path once per repository: at the
    newest commit that holds it (checked before the file is written)."""
    taken = TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cases = []
    if convention[0] == "panda":
        for p in tree.paths:
            if not p.endswith((".sha", ".cg")) or p in taken or not h2.wanted(p, prefixes):
                continue
            text = h2.text_of(tree, p)
            stages = [(e, st) for e, st in (("vshader", VERTEX), ("fshader", FRAGMENT))
                      if h6.defines(text, e)]
            if not stages:
                continue
            taken.add(p)
            h2.write(tree, dest, p)
            cases += [(p, e, "", st) for e, st in stages]
        return cases
    for p in tree.paths:
        stage = next((s for e, s in convention[1] if p.endswith(e)), None)
        if stage is None or p in taken or not h2.wanted(p, prefixes) or \
                not h6.defines(h2.text_of(tree, p), "main"):
            continue
        taken.add(p)
        h2.write(tree, dest, p)
        cases.append((p, "main", "", stage))
    return cases


def openlara_cases(convention, tree, prefixes, dest, work):
    """compile_gxm.bat's list: each program's vertex (-DVERTEX) and fragment
    (-DPIXEL) compilation, with the variant's defines."""
    cases = []
    for name, suffix, extra in OPENLARA_PROGRAMS:
        path = prefixes[0] + name + ".hlsl"
        for stage, define, letter in ((VERTEX, "-DVERTEX", "v"), (FRAGMENT, "-DPIXEL", "f")):
            args = " ".join(a for a in ("-D_GAPI_GXM=1", extra, define) if a)
            OPENLARA_IDS[(path, args)] = "%s.%s%s_%s.main" % (OPENLARA[0], name, suffix, letter)
            h2.write(tree, dest, path, args)
            cases.append((path, "main", args, stage))
    return cases


def stem_of(short, path):
    """The file part of a case id: the file name without extension, or for
    DaedalusX64's X/vert.cg and X/frag.cg, X_vert and X_frag."""
    stem = os.path.splitext(os.path.basename(path))[0]
    if stem in ("vert", "frag"):
        stem = os.path.basename(os.path.dirname(path)) + "_" + stem
    return re.sub(r"[^A-Za-z0-9_-]", "_", stem)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout11")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6", "heldout7", "heldout8", "heldout9",
                                                   "heldout10")
    rows, files, trees = [], {}, {}
    for head in HEADS:
        for source in history(mirrors, *head):
            r, f, t = h6.collect([source], cases_of, mirrors, dest, cgc_out, known, stem_of)
            known |= {row[7] for row in r}
            rows += r
            files.update(f)
            trees.update(t)
    for source in SINGLE:
        r, f, t = h6.collect([source], cases_of, mirrors, dest, cgc_out, known, stem_of)
        known |= {row[7] for row in r}
        rows += r
        files.update(f)
        trees.update(t)
    r, f, t = h6.collect([OPENLARA[:3] + ("openlara", OPENLARA[3])], openlara_cases, mirrors, dest,
                         cgc_out, known, stem_of)
    for row in r:
        row[0] = OPENLARA_IDS[(row[3], row[6])]
    rows += r
    files.update(f)
    trees.update(t)
    h6.write(rows, files, trees, dest, cgc_out, out_dir)


if __name__ == "__main__":
    main()
