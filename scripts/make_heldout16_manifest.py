#!/usr/bin/env python3
"""Build the sixteenth held-out field corpus (tests/field/heldout16/): Cg and
Cg-compatible effect code of projects none of corpus-real and heldout 1-15
holds -- XNA / MonoGame effects (.fx) of games, an XNA engine, sample
collections and a game-graphics course's students' labs and assignments (ASU
CPI 411, four students' repositories; UTN's TGC course samples and
template), a foobar2000 visualisation plugin's Direct3D effects, and Cg
files of a PS Vita game, a Panda3D cloud / water demo, an underwater
renderer for neural-network training data and a small OpenGL engine -- as
(file, entry, defines) x profile cases in corpus-real's manifest format,
with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout16_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout15_manifest.py; OUT_DIR defaults to tests/field/heldout16)

Needs cgc on PATH. Conventions (see tests/field/heldout16/README.md), all
earlier corpora's, by import:

  effects  heldout2's: every `VertexShader|PixelShader|... = compile PROFILE
           fn()` (and D3D10's SetVertexShader(CompileShader(...))) of a .fx /
           .cgfx file names an entry and its stage; no defines.
  loader   heldout6's (through heldout13's cases_of): the names the project's
           loader code quotes that are functions of the file, else main,
           else every top-level function; the stage by probing cgc.
  panda    heldout11's: Panda3D's `//Cg` files, vshader / fshader.

Every source is taken over its history (heldout11's history()): the pinned
commit and every earlier commit that changed a file under its prefixes.
Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-15, the
repository's tests/ or the Cg Toolkit examples (by sha256), or already taken
from another path or an earlier source, are skipped, so every case is new
code.
"""
import os, sys

os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout3_manifest as h3  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout12_manifest as h12  # noqa: E402
import make_heldout13_manifest as h13  # noqa: E402

EFFECTS = ("effects",)

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # MonoGame sample collections: Randomchaos' sandboxes (deferred
    # lighting, post-processing, terrain, water, particles, ...), and UTN's
    # computer graphics course (TGC) samples and its students' template.
    ("rchaos", "NemoKradXNA/Randomchaos-MonoGame-Samples", "HEAD", EFFECTS, [""]),
    ("tgcs", "tgc-utn/tgc-monogame-samples", "HEAD", EFFECTS, [""]),
    ("tgctp", "tgc-utn/tgc-monogame-tp", "HEAD", EFFECTS, [""]),
    # An XNA engine (XNA Final Engine: G-buffer, light pre-pass, HBAO, SSDO,
    # materials, post-processing) and XNA games (xexuxjy's games, UltimaXNA,
    # a space shooter, a volume ray-casting test).
    ("xfe", "ARLM-Attic/XNA-Final-Engine", "HEAD", EFFECTS, ["XNAFinalEngineContent/"]),
    ("xexuxjy", "xexuxjy/xexuxjy-xna-games", "HEAD", EFFECTS, [""]),
    ("ultima", "ZaneDubya/UltimaXNA", "HEAD", EFFECTS, ["dev/Content/", "res/", "UltimaXNA/", "UndeadTwo/"]),
    ("spacedef", "gmoller/SpaceDefender", "HEAD", EFFECTS, [""]),
    ("shaghal", "hubris/shaghal", "HEAD", EFFECTS, ["Content/", "ShaghalCore/"]),
    # A game-graphics course (ASU CPI 411, XNA / MonoGame): four students'
    # labs and assignments.
    ("cpi23", "HimayRadec/CPI411-2023", "HEAD", EFFECTS, [""]),
    ("cpizl", "zliu265/CPI411-GaphicsGames", "HEAD", EFFECTS, [""]),
    ("cpirk", "rohithkoritala/CPI-411", "HEAD", EFFECTS, [""]),
    ("cpidt", "DhirenTejwani/cpi-411-graphics-for-games", "HEAD", EFFECTS, [""]),
    # A foobar2000 seek-bar plugin's Direct3D 9 effects (its front end's
    # default effect and the effect files beside it, over its history).
    ("seekbar", "zao/foo_wave_seekbar", "HEAD", EFFECTS,
     ["frontend_direct3d9/", "foobar2000/", "seekbar.fx", "seekbar_body.fx",
      "seekbar_footer.fx", "seekbar_header.fx"]),
    # Cg: a PS Vita Tetris (GXM shaders, main), a Panda3D cloud / water
    # demo (wezu's), an underwater renderer making neural-network training
    # images, a small OpenGL engine.
    ("vitatetris", "m-bartlett/vita-tetris", "HEAD", ("loader", 0), [""]),
    ("cloud", "wezu/cloud", "HEAD", ("panda",), [""]),
    ("nntrain", "apl-ocean-engineering/rendered-nn-training", "HEAD", ("loader", 0), [""]),
    ("v4", "IAmLeeman/V4", "HEAD", ("loader", 0), [""]),
]


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout16")
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 16)))
    build(HISTORY, (mirrors, dest, cgc_out, out_dir), known, h12.stem_of)


def build(history, dirs, known, stem_of):
    """The corpus of the sources `history` lists, their cases named by
    `stem_of`, none of whose files' digests `known` holds: DEST written, cgc
    run into CGC_OUT, manifest.tsv and files.tsv written into OUT_DIR
    (`dirs`: MIRRORS, DEST, CGC_OUT, OUT_DIR). heldout17 builds its corpus
    with this, by import."""
    mirrors, dest, cgc_out, out_dir = dirs
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    rows, files, trees, taken, versions = [], {}, {}, {}, {}
    for head in history:
        for source in h11.history(mirrors, *head):
            r, f, t = h6.collect([source], h13.cases_of, mirrors, dest, cgc_out, known, stem_of)
            known |= {row[7] for row in r}
            # A path once per repository, at the newest commit that holds it
            # (heldout11's rule): files.tsv and the materialized tree keep one
            # version of each path, so an older commit's other version of a
            # path is left out (heldout15 took such versions, 16 paths, and
            # materialized the oldest).
            r = [row for row in r if taken.setdefault((row[1], row[3]), row[2]) == row[2]]
            rows += r
            for k, v in f.items():
                versions.setdefault((k, v[0]), v)
                files.setdefault(k, v)
            trees.update(t)
        print("%s: %d rows so far" % (head[0], len(rows)), file=sys.stderr, flush=True)
    # Each shader at the commit its cases were taken from (a newer commit
    # whose version was known already may have listed it first); an included
    # file at the newest commit that holds it.
    files.update({k: versions[(k, c)] for k, c in taken.items() if (k, c) in versions})
    # The history walk wrote every version into DEST in turn: cgc's verdicts
    # are taken over the versions files.tsv keeps.
    # An included file is written as files.tsv keeps it (one version of a
    # path), whatever commit the file including it was taken at.
    by_commit = {(source, tree.commit): tree for (source, _), tree in trees.items()}
    for (source, path), (commit, _) in files.items():
        tree = by_commit.get((source, commit))
        if tree is not None:
            target = os.path.join(dest, source.replace("/", "+"), path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(tree.read(path))
    keep = h2.run_cgc(rows, dest, cgc_out)
    h2.write_corpus(out_dir, keep, files, h3.used_files(keep, trees, None, dest))


if __name__ == "__main__":
    main()
