#!/usr/bin/env python3
"""Build the seventh held-out field corpus (tests/field/heldout7/): Cg of
projects none of corpus-real and heldout 1-6 holds -- MIPAV's Wild Magic
(Java) volume-rendering programs, the Dakar 2011 rally game (Irrlicht +
IrrCg), VTK 5's Cg material library, the Ethanon 2D engine (gs2d),
Scene_Engine's Cg tutorial and the feuerfrei fire simulator -- as
(file, entry, defines) x profile cases in corpus-real's manifest format, with
cgc 3.1's verdicts and instruction counts.

Usage: make_heldout7_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout7)

Needs cgc on PATH. Conventions (see tests/field/heldout7/README.md):

  wm4     heldout6's: every function `v_NAME` is a vertex program and every
          `p_NAME` a pixel program (MIPAV's Wild Magic port loads them so).
  names   fixed entry names by stage: Dakar 2011's IrrCg loader compiles
          every shader file's `main_v` for arbvp1 and its `main_f` for arbfp1.
  loader  heldout6's (make_heldout6_manifest.loader_cases): the names the
          project's loader code quotes, else `main`, the stage by probing;
          a name the file's own functions call is a helper, not an entry.
  vtkxml  VTK's material XML files: every <Shader language="Cg"> element
          names its file (location "Library": CgShaders/<name without CG>.cg),
          its scope (Vertex / Fragment), entry and args.
  listed  the (file, entry, stage, defines) of a project's loader calls,
          written out below (feuerfrei: the CgShader subclasses' constructor
          calls; the fragment programs' -DNB_SOURCES=N, N the flame count).

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-6, the repository's
tests/ or the Cg Toolkit examples (by sha256), or already taken from another
path, are skipped, so every case is new code.
"""
import os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import includes, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402
from make_heldout6_manifest import wm4_cases, loader_cases  # noqa: E402

FEUERFREI = "src/shaders/"
# feuerfrei @ ce10ef0: src/flames/glowengine.cpp, solidePhoto.cpp and
# src/interface/GLFlameCanvas.cpp (CgBasicVertexShader subclasses are
# CG_GL_VERTEX, the others CG_GL_FRAGMENT).
FEUERFREI_CALLS = [
    ("glowShaders.cg", "vertGlowX", VERTEX, ""),
    ("glowShaders.cg", "vertGlowY", VERTEX, ""),
    ("glowShaders.cg", "fragGlow", FRAGMENT, ""),
    ("SolidePhotometriqueVP.cg", "vpSPTEX", VERTEX, ""),
    ("SolidePhotometriqueFP.cg", "fpSPSeul", FRAGMENT, "-DNB_SOURCES=1"),
    ("SolidePhotometriqueFP.cg", "fpSPSeul", FRAGMENT, "-DNB_SOURCES=2"),
    ("SolidePhotometriqueFP.cg", "fpSPTEX", FRAGMENT, "-DNB_SOURCES=1"),
    ("SolidePhotometriqueFP.cg", "fpSPTEX", FRAGMENT, "-DNB_SOURCES=2"),
    ("ShadowVolumeExtrusion.cg", "SVExtrude", VERTEX, ""),
    ("gammaShader.cg", "gamma", FRAGMENT, ""),
]

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    # MIPAV (NIH medical image viewer): its Java Wild Magic port's Cg programs,
    # just before 788b23f0d switched the GPU renderer to GLSL.
    ("mipav", "JaneliaSciComp/mipav", "788b23f0d^", "wm4",
     ["trunk/mipav/src/WildMagic/Shaders/Cg/"]),
    # Dakar 2011 (Balazs Tuska's rally game): data/shaders/cg (arbvp1/arbfp1,
    # vs_2_0) and cg_mrt (vs_3_0), entries main_v / main_f (my_shaders3.cpp).
    ("dakar", "q4a/dakar2011", "7f0049d132eac5bb147e860ca33d27bf03dd80c7",
     ("names", (("main_v", VERTEX), ("main_f", FRAGMENT))), ["data/shaders/"]),
    # VTK 5's material library, just before its removal in 6501ce8cdf.
    ("vtk", "Kitware/VTK", "6501ce8cdf^", "vtkxml", ["Utilities/MaterialLibrary/"]),
    # The Ethanon engine (gs2d): its Cg shaders and gs2d's testbed shaders.
    ("ethanon", "asantee/ethanon", "c140bd360092dcdf11b242a11dee67e79fbbd025", ("loader", 3), ["toolkit/Source/src/"]),
    # Scene_Engine: a Cg tutorial (Tutorial/Scene*.cpp name the entries).
    ("sceneeng", "luchoscar/Scene_Engine", "5c0cf3ad82f29a559cb8e595c733ff1167033f6b", ("loader", 1), ["Tutorial/"]),
    # feuerfrei (fire simulation, 2007) before its switch to GLSL.
    ("feuerfrei", "fbridault/feuerfrei", "ce10ef0019afc0ac23bc7a6aacf74add2e572ce0", "listed", [FEUERFREI]),
]

# cgc runs longer than this on some of MIPAV's ray-casting loops in arbfp1
# (still unrolling after 5 minutes): such cases are left out, cgc gives no
# verdict to compare with.
CGC_SECONDS = 60


def finishes(row, dest):
    _, source, _, path, entry, profile, args = row[:7]
    try:
        subprocess.run(["cgc", "-profile", profile, "-entry", entry] + args.split() +
                       [source.replace("/", "+") + "/" + path, "-o", os.devnull],
                       cwd=dest, capture_output=True, timeout=CGC_SECONDS)
        return True
    except subprocess.TimeoutExpired:
        return False


SHADER = re.compile(r"<Shader\b([^>]*)>", re.S)
ATTR = re.compile(r'(\w+)\s*=\s*"([^"]*)"')


def names_cases(tree, prefixes, dest, work, names):
    cg = [p for p in tree.paths if p.endswith(".cg") and h2.wanted(p, prefixes)]
    included = set()
    for p in cg:
        included |= includes(tree, p, "", set())
    cases = []
    for p in cg:
        if p in included:
            continue
        funcs = h2.functions(h2.text_of(tree, p))
        entries = [(n, stage) for n, stage in names if n in funcs]
        if entries:
            h2.write(tree, dest, p)
        cases += [(p, n, "", stage) for n, stage in entries]
    return cases


def vtkxml_cases(tree, prefixes, dest, work):
    lib = "Utilities/MaterialLibrary/"
    cases = []
    for x in tree.paths:
        if not x.endswith(".xml") or not h2.wanted(x, prefixes):
            continue
        for m in SHADER.finditer(h2.text_of(tree, x)):
            a = dict(ATTR.findall(m.group(1)))
            if a.get("language") != "Cg" or a.get("scope") not in ("Vertex", "Fragment"):
                continue
            if a.get("location") == "Library":
                path = lib + "CgShaders/" + a.get("name", "")[2:] + ".cg"
            else:
                path = lib + "Repository/" + a.get("location", "")
            if path not in tree.paths:
                continue
            stage = VERTEX if a["scope"] == "Vertex" else FRAGMENT
            args = a.get("args", "").strip()
            h2.write(tree, dest, path, args)
            cases.append((path, a.get("entry", "main"), args, stage))
    return [c for i, c in enumerate(cases) if c not in cases[:i]]


def helper(text, name):
    """A function the file's other functions call (more than its definition)."""
    return len(re.findall(r"\b%s\s*\(" % re.escape(name), h2.strip_comments(text))) > 1


def loader_entries(tree, prefixes, dest, work, depth):
    """heldout6's loader convention less the helper functions a loader's
    quoted strings happen to name (Ethanon's `transformSprite`)."""
    return [c for c in loader_cases(tree, prefixes, dest, work, depth)
            if not helper(h2.text_of(tree, c[0]), c[1])]


def listed_cases(tree, prefixes, dest, work):
    cases = []
    for name, entry, stage, args in FEUERFREI_CALLS:
        path = prefixes[0] + name
        h2.write(tree, dest, path, args)
        cases.append((path, entry, args, stage))
    return cases


def cases_of(convention, tree, prefixes, dest, work):
    if isinstance(convention, tuple):
        how = {"loader": loader_entries, "names": names_cases}[convention[0]]
        return how(tree, prefixes, dest, work, convention[1])
    return {"wm4": wm4_cases, "vtkxml": vtkxml_cases, "listed": listed_cases}[convention](
        tree, prefixes, dest, work)


def stem_of(short, path):
    """The file part of a case's id; Dakar's cg/ and cg_mrt/ hold files of
    the same names, told apart by the folder."""
    stem = h6.default_stem(short, path)
    folder = os.path.basename(os.path.dirname(path))
    return folder + "." + stem if short == "dakar" and folder != "cg" else stem


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout7")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6")
    rows, files, trees = h6.collect(SOURCES, cases_of, mirrors, dest, cgc_out, known, stem_of)
    with ThreadPoolExecutor(2) as pool:
        done = list(pool.map(lambda r: finishes(r, dest), rows))
    for r, ok in zip(rows, done):
        if not ok:
            print("left out, cgc runs over %d s: %s %s" % (CGC_SECONDS, r[0], r[5]))
    rows = [r for r, ok in zip(rows, done) if ok]
    h6.write(rows, files, trees, dest, cgc_out, out_dir)

if __name__ == "__main__":
    main()
