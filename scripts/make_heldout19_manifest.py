#!/usr/bin/env python3
"""Build the nineteenth held-out field corpus (tests/field/heldout19/):
Direct3D 9 HLSL and Cg that cgc compiles as Cg, of projects none of
corpus-real and heldout 1-18 holds -- a game engine's shader library
(Valve's Source SDK 2013 standard shaders, .fxc files compiled as Valve's
shader build compiles them, each at its first combo), two games'
replacement shaders and effects (TES Reloaded: Oblivion's and New Vegas's
X.vso.hlsl / X.pso.hlsl, X.fx.hlsl effects), a graphics extender's effect
files (Morrowind Graphics Extender XE), Direct3D 9 study code in effect
files (a Korean student's shader exercises, a Korean Direct3D 9 class's
effects, a small Direct3D 9 rendering engine, a Japanese game school's
team game) and a Panda3D learner's post-processing shaders -- as
(file, entry, defines) x profile cases in corpus-real's manifest format,
with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout19_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout18_manifest.py; OUT_DIR defaults to tests/field/heldout19)

Needs cgc on PATH. Conventions (see tests/field/heldout19/README.md), the
earlier corpora's by import and one new:

  effects  heldout2's: every `VertexShader|PixelShader = compile PROFILE
           fn()` of a .fx / .cgfx file names an entry and its stage; no
           defines. Here also over files named X.fx.hlsl (TES Reloaded's
           effects: effects_named).
  suffix   heldout6's: TES Reloaded's X.vso.hlsl (vertex) and X.pso.hlsl
           (pixel), entry main.
  panda    heldout11's: Panda3D's `//Cg` files, vshader / fshader.
  valvefxc new here: Valve's shader build (the Source SDK's stdshaders):
           a pixel shader X_ps2x.fxc / X_ps20.fxc / X_ps20b.fxc /
           X_ps30.fxc / X_ps11.fxc / X_ps14.fxc is compiled with entry
           main, -DSHADER_MODEL_PS_N=1 for its first target (ps2x: ps20,
           as the build's first pass compiles it), and each of its
           `// STATIC:` and `// DYNAMIC:` combos that applies to that
           target at its first value (combo 0: -DNAME=LOW of "LOW..HIGH").
           The vertex shaders are left out: common_vs_fxc.h binds
           `register(b0)` and `register(i0)` (C5123 in cgc: every vertex
           shader of the library rejected).

Every source but TES Reloaded (its newest commit only: HEAD_ONLY) is taken
over its history (heldout11's history()), a path once per repository at the
newest commit that holds a version not seen before (heldout16's rule,
through heldout16's build()). Vertex entries are compiled
for arbvp1, vp20 and vp30, fragment entries for arbfp1. Files whose content
is in corpus-real, heldout 1-18, the repository's tests/ or the Cg Toolkit
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

EFFECTS = ("effects",)
VALVE = ("valvefxc",)
# TES Reloaded's shaders: X.vso.hlsl (vertex), X.pso.hlsl (pixel), entry
# main (heldout6's suffix convention); its effects end .fx.hlsl.
TESR = ("suffix", ((".vso.hlsl", VERTEX), (".pso.hlsl", FRAGMENT)))
TESR_FX = ("effects", ".fx.hlsl")

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # Valve's Source SDK 2013: the standard shaders' Direct3D 9 HLSL
    # (materialsystem/stdshaders, .fxc: lightmapped and vertex-lit
    # surfaces, water, refraction, eyes, sprites, post-processing), over
    # the repository's history (sp/ and mp/ copies before the 2025 merge).
    ("valve", "ValveSoftware/source-sdk-2013", "HEAD", VALVE,
     ["src/materialsystem/stdshaders/", "mp/src/materialsystem/stdshaders/",
      "sp/src/materialsystem/stdshaders/"]),
    # Morrowind Graphics Extender XE: its Direct3D 9 effect files (distant
    # land, water, shadows, sky, the post-processing XEshaders), over its
    # history (shaders/, then assets/shaders/, then assets/shaders/core/).
    ("mge", "Hrnchamd/MGE-XE", "HEAD", EFFECTS, ["shaders/", "assets/shaders/"]),
    # Oblivion / New Vegas Reloaded: replacements for the games' own
    # Direct3D 9 shaders (X.vso.hlsl vertex, X.pso.hlsl pixel, entry main,
    # as the plugin compiles them) and its post-processing effects
    # (X.fx.hlsl, effect files), over the repository's history.
    ("tesr", "pr0bability/TESReloaded10", "HEAD", TESR, ["src/hlsl/", "Extra/Shaders/"]),
    ("tesrfx", "pr0bability/TESReloaded10", "HEAD", TESR_FX, ["src/hlsl/", "Extra/Shaders/"]),
    # A Korean student's Direct3D 9 shader exercises, chapter by chapter
    # (3DAPIShader, ShaderBeginning, DirectDragon: effect files).
    ("d3dex", "nevermores88/Direct3D", "HEAD", EFFECTS, [""]),
    # A Korean Direct3D 9 class's 3D code: effect files.
    ("cls3d", "newkid004/class_directx9_3d", "HEAD", EFFECTS, [""]),
    # A small Direct3D 9 rendering engine's effects.
    ("dx9re", "ljhx2/DirectX9RenderingEngine", "HEAD", EFFECTS, [""]),
    # A Japanese game school's team game (SparklingWaterGun): its effects.
    ("sparkling", "weimingtom/Game_SparklingWaterGun", "HEAD", EFFECTS, [""]),
    # A Panda3D learner's post-processing shaders (//Cg .sha files).
    ("p3dlearn", "yuyistudio/panda3d_learn", "HEAD", ("panda",), [""]),
]

# Valve's combo lines: `// STATIC: "NAME" "0..1" [ps20b] [= ...] [PC]`.
COMBO = re.compile(r'^\s*//\s*(?:STATIC|DYNAMIC)\s*:\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*"(-?\d+)\.\.(-?\d+)"(.*)$',
                   re.M)
TARGETS = {"ps2x": "ps20", "ps20": "ps20", "ps20b": "ps20b", "ps30": "ps30", "ps11": "ps11",
           "ps14": "ps14"}
MODEL = {"ps20": "SHADER_MODEL_PS_2_0", "ps20b": "SHADER_MODEL_PS_2_B", "ps30": "SHADER_MODEL_PS_3_0",
         "ps11": "SHADER_MODEL_PS_1_1", "ps14": "SHADER_MODEL_PS_1_4"}
VALVE_FILE = re.compile(r"_(ps2x|ps20b|ps20|ps30|ps11|ps14)\.fxc$")
ALL_TAGS = {"ps20", "ps20b", "ps30", "ps11", "ps14", "ps2x", "vs11", "vs20", "vs30", "vsxx"}
H13_CASES_OF = h13.cases_of


def valve_args(text, target):
    """-DSHADER_MODEL_...=1 and each combo of `target` at its first value."""
    args, seen = ["-D%s=1" % MODEL[target]], set()
    for m in COMBO.finditer(text):
        name, low, rest = m.group(1), m.group(2), m.group(4)
        tags = set(re.findall(r"\[([A-Za-z0-9_]+)\]", rest))
        if tags & ALL_TAGS and target not in tags:
            continue
        if "XBOX" in tags and "PC" not in tags:
            continue
        if name in seen:
            continue
        seen.add(name)
        args.append("-D%s=%s" % (name, low))
    return " ".join(args)


def effects_named(tree, prefixes, dest, work, ending):
    """heldout2's effects convention (its effects_cases, as it reads a
    .fx file) over the files whose names end `ending` (TES Reloaded's
    X.fx.hlsl), a path once per repository."""
    h13.present(tree, prefixes)
    taken = h11.TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cases = []
    for p in tree.paths:
        if not p.lower().endswith(ending) or p in taken or not h2.wanted(p, prefixes):
            continue
        text = h2.strip_comments(h2.text_of(tree, p))
        funcs = set(h2.functions(text))
        seen = []
        for m in list(h2.COMPILE.finditer(text)) + list(h2.COMPILE10.finditer(text)):
            stage = h2.effect_stage(m.group(1), m.group(2))
            if stage and m.group(3) in funcs and (m.group(3), stage) not in seen:
                seen.append((m.group(3), stage))
        if seen:
            taken.add(p)
            h2.write(tree, dest, p)
        cases += [(p, entry, "", stage) for entry, stage in seen]
    return cases


def cases_of(convention, tree, prefixes, dest, work):
    """heldout13's cases_of, and `valvefxc`: every pixel-shader .fxc file
    of Valve's stdshaders that defines main, at its first target's first
    combo, a path once per repository."""
    if convention == TESR_FX:
        return effects_named(tree, prefixes, dest, work, convention[1])
    if convention[0] != "valvefxc":
        return H13_CASES_OF(convention, tree, prefixes, dest, work)
    h13.present(tree, prefixes)
    taken = h11.TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cases = []
    for p in tree.paths:
        m = VALVE_FILE.search(p)
        if not m or p in taken or not h2.wanted(p, prefixes):
            continue
        text = h2.text_of(tree, p)
        if "main" not in h2.functions(text):
            continue
        taken.add(p)
        args = valve_args(text, TARGETS[m.group(1)])
        h2.write(tree, dest, p, args)
        cases.append((p, "main", args, FRAGMENT))
    return cases


# TES Reloaded is taken at its newest commit only: its history holds over a
# thousand commits, hundreds of them of one day (2025-01-02, an import),
# whose older versions would more than double the corpus with near copies.
HEAD_ONLY = {"tesr", "tesrfx"}
H11_HISTORY = h11.history


def history(mirrors, short, source, commit, convention, prefixes):
    """heldout11's history(), or for HEAD_ONLY the pinned commit alone."""
    if short in HEAD_ONLY:
        return [(short, source, commit, convention, prefixes)]
    return H11_HISTORY(mirrors, short, source, commit, convention, prefixes)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout19")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 19)))
    h13.cases_of = cases_of  # h16.build collects through h13.cases_of
    h11.history = history  # and walks each source through h11.history
    h16.build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, h17.stem_of)


if __name__ == "__main__":
    main()
