#!/usr/bin/env python3
"""Build the thirteenth held-out field corpus (tests/field/heldout13/): Cg of
projects none of corpus-real and heldout 1-12 holds -- two Unity 4 projects
(the game Waiting for Horus and a vertex ambient-occlusion demo), the Cg of
two shader books' CD content (ShaderX3, Game Programming Gems 5 and 6), the
Final Burn Alpha PlayStation 3 port's shaders, Project Frontier's terrain
shaders (its C# port), a Panda3D game and a Qt Cg demo -- as (file, entry,
defines) x profile cases in corpus-real's manifest format, with cgc 3.1's
verdicts and instruction counts.

Usage: make_heldout13_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout12_manifest.py; OUT_DIR defaults to tests/field/heldout13)

Needs cgc on PATH. Conventions (see tests/field/heldout13/README.md), all
earlier corpora's:

  unity    heldout3's (make_heldout3_manifest.unity_cases): every CGPROGRAM
           block with `#pragma vertex` / `#pragma fragment` of a .shader
           file, extracted by unity_block.py with Unity 4's prelude, compiled
           with -DSHADER_API_OPENGL -I<Unity 4.6 CGIncludes> and one case per
           multi_compile keyword combination (the first four).
  gems     heldout2's: a book's CD content; the entries are the names the
           chapter's own loaders quote, else main, else every function; the
           stage by probing cgc.
  effects  heldout2's: every `compile PROFILE entry()` of a .fx technique
           (a file cgc compiles no entry of is left out).
  loader   heldout6's: the names the project's loader code quotes that are
           functions of the file, else main; the stage by probing.
  names    heldout7's / heldout12's: every .cg file defining main_vertex /
           main_fragment (the PS3 ports' ps3video.c convention).
  panda    corpus-real's Panda3D one: vshader / fshader of every .sha file.

The FBA PS3 port is taken over its history (heldout11's history()): the
pinned commit and every earlier commit that changed a file under its
folders, newest first, a path once, at the newest commit that holds it.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-12, the
repository's tests/ or the Cg Toolkit examples (by sha256), or already taken
from another path or an earlier source, are skipped, so every case is new
code.
"""
import os, re, subprocess, sys

# Paths with non-ASCII characters (the books' CD folders) must come out of
# `git ls-tree` unquoted.
os.environ.update({"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.quotepath",
                   "GIT_CONFIG_VALUE_0": "false"})

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import Tree, git_dir, sha, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout3_manifest as h3  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
import make_heldout11_manifest as h11  # noqa: E402
import make_heldout12_manifest as h12  # noqa: E402

PS3 = ("names", (("main_vertex", VERTEX), ("main_fragment", FRAGMENT)))

IMAGE_EFFECTS = "Assets/Standard Assets/Image Effects (Pro Only)/_Sources/Shaders/"

# (short name, owner/name, pinned commit, convention, path prefixes; "!" = left out)
UNITY = [
    # Waiting for Horus (Renaud Bedard, Aliceffekt, ...), a Unity 4
    # multiplayer shooter: its own shaders and the Unity 4 Pro Standard
    # Assets it ships (image effects, water); left out, to keep this one
    # source near 40% of the cases: the depth-of-field and contrast-stretch
    # image effects' folders.
    ("wfh", "merveilles/WaitingForHorus", "8774991", "unity",
     ["Assets/", "!" + IMAGE_EFFECTS + "_DepthOfField/", "!" + IMAGE_EFFECTS + "Contrast Stretch/"]),
    # kimsama's vertex ambient-occlusion demo for Unity 4: its own shaders
    # (its copy of the Standard Assets, another Unity 4 revision of the same
    # image effects, more than half of them Waiting for Horus's but for line
    # endings, is left out).
    ("vao", "kimsama/Unity-Vertex-AmbientOcclusion", "HEAD", "unity", ["Assets/Shaders/"]),
]

HEADS = [
    # ShaderX3 (2004) CD content: the Cg of Tiago Sousa's glare demo
    # (OpenGL, cgCreateProgramFromFile) and Jesse Laeuchli's volume clouds
    # (gems), and the chapters' D3DX effect files (effects).
    ("sx3", "nedma/ShaderX", "HEAD", ("gems",), ["X3/"]),
    ("sx3fx", "nedma/ShaderX", "HEAD", ("effects",), ["X3/"]),
    # Game Programming Gems 5 (5.04, vegetation) and 6 (2.6, SPH fluid on
    # the GPU) CD content, as a Chinese edition's mirror holds it (gems).
    ("gpg", "dumppool/GameProgrammingGems", "HEAD", ("gems",), [""]),
    # Project Frontier (Shamus Young's procedural world) as EwgB's C# port
    # keeps it: Terrain/Cg.cpp compiles shaders/vertex.cg with the entries
    # standard, trees, grass, clouds and shaders/fragment.cg with green,
    # clouds, mask_transfer (loader, the loaders anywhere in the repository).
    ("frontier", "EwgB/frontier-net", "HEAD", ("loader", 0), [""]),
    # pol51/Cg: a Qt OpenGL widget's Cg demo (loader).
    ("qtcg", "pol51/Cg", "HEAD", ("loader", 0), [""]),
    # SFSU's 2011 multiplayer game course project on Panda3D: its .sha
    # terrain-splatting and water shaders (panda).
    ("sfsu", "Panda3D-google-code-repositories/sfsu-multiplayer-game-dev-2011", "HEAD", ("panda",),
     ["trunk/"]),
]

# Final Burn Alpha's PS3 port (libretro/fbalpha2012): ps3/ps3video.cpp
# compiles every shader file with entries main_vertex and main_fragment, as
# SNES9x's port does (heldout12). Taken: the port's own folder
# (ps3/pkg/USRDIR/shaders/, its "-HD" scalers and borders) and of the newer
# ps3-new/ only the boxed scalers, borders and auto-box (the scaler
# families are libretro's common-shaders', corpus-real's).
HISTORY = [
    ("fbaps3", "libretro/fbalpha2012", "1d904e6", PS3,
     ["ps3/pkg/USRDIR/shaders/"] + ["ps3-new/pkg/USRDIR/shaders/" + d for d in (
         "1x-boxed/", "2x-boxed/", "3x-boxed/", "4x-boxed/", "5x-boxed/", "auto-box/", "Borders/")]
     + ["ps3-new/pkg/USRDIR/shaders/" + f for f in ("stock.cg", "Quilez.cg", "AdvancedAA.cg")]),
]


def present(tree, prefixes):
    """Drops the paths under `prefixes` whose objects the mirror lacks (a
    snapshot can miss a few blobs of old commits)."""
    if getattr(tree, "checked", False):
        return
    want = [p for p in tree.paths if h2.wanted(p, prefixes)]
    spec = "".join("%s:%s\n" % (tree.commit, p) for p in want)
    out = subprocess.run(["git", "--git-dir", tree.gd, "cat-file", "--batch-check"], input=spec,
                         capture_output=True, text=True).stdout.splitlines()
    missing = {p for p, line in zip(want, out) if line.endswith("missing")}
    tree.paths = [p for p in tree.paths if p not in missing]
    tree.checked = True


def cases_of(convention, tree, prefixes, dest, work):
    present(tree, prefixes)
    kind = convention[0]
    if kind == "gems":
        return h2.gems_cases(tree, prefixes, dest, work)
    if kind == "effects":
        return h2.effects_cases(tree, prefixes, dest, work)
    if kind == "loader":
        return h6.loader_cases(tree, prefixes, dest, work, convention[1])
    return h12.cases_of(convention, tree, prefixes, dest, work)


def unity_rows(mirrors, dest, known, trees):
    """heldout3's unity convention, as make_heldout3_manifest.main runs it."""
    rows, files, taken = [], {}, {}
    unity = h3.Unity(trees, mirrors)
    for short, source, commit, convention, prefixes in UNITY:
        tree = Tree(git_dir(mirrors, source), commit)
        tree.owner, tree.name = source.split("/")
        trees[(source, tree.commit)] = tree
        variants = {}
        for path, entry, args, stage, program, key, incs in h3.unity_cases(tree, prefixes, unity, dest):
            if key in known or taken.get(key, (source, path)) != (source, path):
                continue
            taken[key] = (source, path)
            m = h3.BLOCK_FILE.match(path)
            stem = re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(os.path.basename(m.group(1)))[0])
            ident = "%s.%s.b%s.%s" % (short, stem, m.group(2), entry)
            if (path, args) in variants.setdefault(ident, []):
                continue
            variants[ident].append((path, args))
            if len(variants[ident]) > 1:
                ident += ".%d" % (len(variants[ident]) - 1)
            files[(source, path)] = (tree.commit, sha(h3.encode(program)))
            for t, ip in incs:
                files[(t.owner + "/" + t.name, ip)] = (t.commit, sha(t.read(ip)))
            for profile in stage:
                rows.append([ident, source, tree.commit, path, entry, profile, args, key, "unity"])
        known |= set(taken)
    return rows, files, unity


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout13")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 13)))
    trees = {}
    rows, files, unity = unity_rows(mirrors, dest, known, trees)
    sources = list(HEADS)
    for head in HISTORY:
        sources += h11.history(mirrors, *head)
    for source in sources:
        r, f, t = h6.collect([source], cases_of, mirrors, dest, cgc_out, known, h12.stem_of)
        known |= {row[7] for row in r}
        rows += r
        files.update(f)
        trees.update(t)
    keep = h2.run_cgc(rows, dest, cgc_out)
    h2.write_corpus(out_dir, keep, files, h3.used_files(keep, trees, unity, dest))


if __name__ == "__main__":
    main()
