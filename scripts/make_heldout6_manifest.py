#!/usr/bin/env python3
"""Build the sixth held-out field corpus (tests/field/heldout6/): Cg of
projects none of corpus-real and heldout 1-5 holds -- Wild Magic 4's shader
programs, HUBzero Rappture's nanovis volume renderer, JOGL's port of NVIDIA's
HDR demo, Ryzom Core's NeL / Snowballs post-processing programs, VE-Suite's
texture-based volume shaders and OGRE PagedGeometry's example media -- as
(file, entry, defines) x profile cases in corpus-real's manifest format, with
cgc 3.1's verdicts and instruction counts.

Usage: make_heldout6_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout6)

Needs cgc on PATH. Conventions (see tests/field/heldout6/README.md):

  wm4     Wild Magic 4: every function `v_NAME` of a .cg file is a vertex
          program and every `p_NAME` a pixel program, the names
          Bin/GLVProgram.bat / GLPProgram.bat give cgc
          (`cgc -profile arbvp1 -entry v_%1 ...`, `... arbfp1 -entry p_%1`).
  loader  a project whose C/C++/Java loaders name the entries: the names its
          loader code (under the first DEPTH folders of the shader's path)
          quotes that are functions of the file, else `main`; the stage by
          probing cgc as heldout2's `gems` convention (make_heldout2_manifest
          .stage_of). Files other .cg files #include are libraries.
  stem    NeL / Snowballs: a program's entry is the function named as its
          file (fxaa_pp.cg: fxaa_pp), the stage by probing.
  ogre    OGRE scripts (make_heldout_manifest.ogre_cases).
  suffix  a build that compiles files by name: the stage by the file name's
          ending (PSL1GHT's .vcg / .fcg, vitaGL's _v.cg / _f.cg), entry main.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-5, the repository's
tests/ or the Cg Toolkit examples (by sha256), or already taken from another
path, are skipped, so every case is new code.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import Tree, git_dir, includes, ogre_cases, sha, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
from make_heldout5_manifest import defines  # noqa: E402

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    # Wild Magic 4 (David Eberly's engine), as mirrored with its data and samples.
    ("wm4", "wjezxujian/WildMagic4", "249a17f8c447cf57c6283408e01009039810206a", "wm4",
     ["Data/ShaderPrograms/Cg/", "SampleGraphics/"]),
    # Rappture's nanovis server (GPU volume rendering, LIC, particles) just
    # before its removal from trunk in cd637096fe49.
    ("nanovis", "AenBleidd/rappture", "cd637096fe492cc91ce697c9d391a1a700c559ca^", ("loader", 3),
     ["packages/vizservers/nanovis/"]),
    # JOGL's demos: the HDR demo (NVIDIA SDK's, in Cg); src/demos/cg/ holds Cg
    # Toolkit examples and is left out.
    ("joglhdr", "sgothel/jogl-demos", "4909b7a104537e5b999ee2d4ea7d984d8db8714f", ("loader", 3),
     ["src/demos/hdr/"]),
    # VE-Suite's texture-based volume rendering shaders (osgNVCg), just before
    # their removal in bf2c6ea9b.
    ("vesuite", "multitudinous/ve-suite", "bf2c6ea9b^", ("loader", 2), ["VE_Xplorer/TextureBased/"]),
    # Ryzom Core: NeL's FXAA programs and Snowballs' post-processing programs.
    ("nel", "ryzom/ryzomcore", "ab658856d6f26b73acf20387b96b0f56e17f5f8d", "stem",
     ["nel/src/3d/shaders/", "snowballs2/bin/"]),
    # OGRE PagedGeometry's example media, just before its Cg grass program
    # was dropped in 5f6c847.
    ("paged", "OGRECave/ogre-pagedgeometry", "5f6c8471dfbacd5b791dbac14a4e71be3909d019^", "ogre",
     ["bin/media/"]),
    # Irrlicht's PlayStation 3 port (PSL1GHT): its Makefile compiles every
    # shaders/*.vcg as a vertex and every *.fcg as a fragment program (main).
    ("irrps3", "shagkur/irrlichtPS3", "e6e296420aeb79c63e796891912abb94ac90739f",
     ("suffix", ((".vcg", VERTEX), (".fcg", FRAGMENT))), ["shaders/"]),
    # vitaGL (OpenGL on the PS Vita) before its fixed-function rewrite in
    # 9f2bc9f: its Makefile runs psp2cgc -profile sce_vp_psp2 on shaders/*_v.cg
    # and sce_fp_psp2 on *_f.cg (main).
    ("vitagl", "Rinnegatamante/vitaGL", "9f2bc9f^",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))), ["shaders/"]),
]

CODE_EXT = h2.CODE_EXT + (".java", ".cxx")


def wm4_cases(tree, prefixes, dest, work):
    cases = []
    for p in tree.paths:
        if not p.endswith(".cg") or not h2.wanted(p, prefixes):
            continue
        funcs = h2.functions(h2.text_of(tree, p))
        entries = [(f, VERTEX) for f in funcs if f.startswith("v_")] + \
                  [(f, FRAGMENT) for f in funcs if f.startswith("p_")]
        if entries:
            h2.write(tree, dest, p)
        cases += [(p, f, "", stage) for f, stage in entries]
    return cases


def loader_cases(tree, prefixes, dest, work, depth):
    """heldout2's gems convention, the loaders looked for under the first
    `depth` folders of the shader's path, Java loaders included."""
    cg = [p for p in tree.paths if p.endswith(".cg") and h2.wanted(p, prefixes)]
    included = set()
    for p in cg:
        included |= includes(tree, p, "", set())
    loader_names = {}
    for p in tree.paths:
        if p.endswith(CODE_EXT) and h2.wanted(p, prefixes):
            t = h2.text_of(tree, p)
            if "cgCreateProgram" in t or "cgGLLoadProgram" in t or ".cg\"" in t or "setEntryPoint" in t:
                loader_names.setdefault(h2.chapter(p, depth), set()).update(
                    re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"', t))
    cases = []
    for p in cg:
        if p in included:
            continue
        h2.write(tree, dest, p)
        file = tree.owner + "+" + tree.name + "/" + p
        funcs = h2.functions(h2.text_of(tree, p))
        named = sorted(n for n in loader_names.get(h2.chapter(p, depth), ()) if n in funcs)
        if not named and "main" in funcs:
            named = ["main"]
        for entry in named or funcs:
            stage = h2.stage_of(dest, file, entry, work, bool(named))
            if stage:
                cases.append((p, entry, "", stage))
    return cases


def stem_cases(tree, prefixes, dest, work):
    cases = []
    for p in tree.paths:
        if not p.endswith(".cg") or not h2.wanted(p, prefixes):
            continue
        entry = os.path.splitext(os.path.basename(p))[0]
        if entry not in h2.functions(h2.text_of(tree, p)):
            continue
        h2.write(tree, dest, p)
        stage = h2.stage_of(dest, tree.owner + "+" + tree.name + "/" + p, entry, work, True)
        cases.append((p, entry, "", stage))
    return cases


def suffix_cases(tree, prefixes, dest, work, endings):
    cases = []
    for p in tree.paths:
        stage = next((s for e, s in endings if p.endswith(e)), None)
        if stage is None or not h2.wanted(p, prefixes) or not defines(h2.text_of(tree, p), "main"):
            continue
        h2.write(tree, dest, p)
        cases.append((p, "main", "", stage))
    return cases


def ogre(tree, prefixes, dest, work):
    cases = ogre_cases(tree, prefixes)
    for p, _, args, _ in cases:
        h2.write(tree, dest, p, args)
    return cases


def cases_of(convention, tree, prefixes, dest, work):
    if isinstance(convention, tuple):
        how = loader_cases if convention[0] == "loader" else suffix_cases
        return how(tree, prefixes, dest, work, convention[1])
    return {"wm4": wm4_cases, "stem": stem_cases, "ogre": ogre}[convention](tree, prefixes, dest, work)


def default_stem(short, path):
    """A case's file part of its id: the file name without extension."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(os.path.basename(path))[0])


def collect(sources, cases_of, mirrors, dest, cgc_out, known, stem_of=default_stem):
    """The cases of every source, each file's content taken once and only if
    no corpus holds it: (rows, files to extract, the trees read)."""
    rows, files, taken, trees = [], {}, {}, {}
    for short, source, commit, convention, prefixes in sources:
        if (source, commit) not in trees:
            tree = Tree(git_dir(mirrors, source), commit)
            tree.owner, tree.name = source.split("/")
            trees[(source, commit)] = tree
        tree = trees[(source, commit)]
        kind = convention[0] if isinstance(convention, tuple) else convention
        variants = {}
        for path, entry, args, stage in cases_of(convention, tree, prefixes, dest, cgc_out):
            digest = sha(tree.read(path))
            if digest in known or taken.get(digest, (source, path)) != (source, path):
                continue
            taken[digest] = (source, path)
            ident = "%s.%s.%s" % (short, stem_of(short, path), entry)
            if (path, args) in variants.setdefault(ident, []):
                continue
            variants[ident].append((path, args))
            if len(variants[ident]) > 1:
                ident += ".%d" % (len(variants[ident]) - 1)
            for p in [path] + sorted(includes(tree, path, args, set())):
                files[(source, p)] = (tree.commit, sha(tree.read(p)))
            for profile in stage:
                rows.append([ident, source, tree.commit, path, entry, profile, args, digest, kind])
    ids = {}
    for r in rows:
        ids.setdefault((r[0], r[5]), []).append(r)
    assert all(len(v) == 1 for v in ids.values()), "duplicate case ids"
    return rows, files, trees


def write(rows, files, trees, dest, cgc_out, out_dir):
    """Runs cgc over the cases and writes the manifest and the file list of
    those it kept."""
    keep = h2.run_cgc(rows, dest, cgc_out)
    used = set()
    for r, _ in keep:
        tree = next(t for (s, c), t in trees.items() if s == r[1] and t.commit == r[2])
        used |= {(r[1], p) for p in [r[3]] + sorted(includes(tree, r[3], r[6], set()))}
    h2.write_corpus(out_dir, keep, files, used)


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout6")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5")
    rows, files, trees = collect(SOURCES, cases_of, mirrors, dest, cgc_out, known)
    write(rows, files, trees, dest, cgc_out, out_dir)

if __name__ == "__main__":
    main()
