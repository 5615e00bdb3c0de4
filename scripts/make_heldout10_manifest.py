#!/usr/bin/env python3
"""Build the tenth held-out field corpus (tests/field/heldout10/): Cg of
projects none of corpus-real and heldout 1-9 holds -- OpenEmu's Cg shaders
(2013-2019, every version its history kept), SoftPixel Engine's deferred
renderer and post-processing programs, the PS Vita shaders of vitaQuake,
vitaQuakeII, KeeperFX and the vitasdk GXM samples, IndieLibX's Open Tree Library shaders and Tiny3D's
(PS3) -- as (file, entry, defines) x profile cases in corpus-real's manifest
format, with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout10_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout9_manifest.py; OUT_DIR defaults to tests/field/heldout10)

Needs cgc on PATH. Conventions (see tests/field/heldout10/README.md):

  openemu OECGShader's: main_vertex (vertex) and main_fragment (fragment) of
          every .cg, no arguments.
  spe     SoftPixel Engine's CgShaderProgram: VertexMain (vertex) and
          PixelMain* (fragment) of every .cg but the *Str.cg string copies.
  suffix  heldout6's: the stage by the file name's ending, entry main (the
          Vita ports' _v.cg / _f.cg, OTL's, Tiny3D's .vcg and tool samples).

Both openemu and spe take a repository's history newest commit first and a
path once, at the newest commit that holds it (a corpus holds one version of
a path); openemu also leaves out a file whose #include'd files the corpus
already holds in another version.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-9, the repository's
tests/ or the Cg Toolkit examples (by sha256), or already taken from another
path or an earlier source, are skipped, so every case is new code.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from make_heldout_manifest import VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import make_heldout6_manifest as h6  # noqa: E402

SPE = "bekasov/Cloned.SoftPixelEngine"
SPE_TAKEN = set()
TAKEN = {}
INCLUDED = {}
SPE_ENTRY = re.compile(r"^(VertexMain|PixelMain\w*)$")

# (short name, owner/name, commit, convention, path prefixes)
SOURCES = [
    # SoftPixel Engine (Lukas Hermanns; bekasov's clone of the SVN history):
    # the Cg programs of its deferred renderer and post-processing, at the
    # last commit and at every earlier commit that changed them, newest
    # first: a path is taken at the newest commit that holds it (the
    # programs moved from trunk/sources to sources/RenderSystem/
    # DeferredRenderer, then AdvancedRenderer).
    ("spe", SPE, "ac98d71", "spe", ["sources/", "trunk/sources/"]),
] + [("spe" + date, SPE, commit, "spe", ["sources/", "trunk/sources/"]) for commit, date in (
    ("a338245", "130917"), ("96344d9", "130912"), ("bc231a2", "130815"), ("1f3e5b7", "130809"),
    ("149e533", "130714"), ("abbdfc6", "130713"), ("7a4ecd3", "130629"), ("8f1cea2", "130417"),
    ("8371564", "130417b"), ("3eaf9fb", "130417c"), ("7dafe41", "130411"), ("e8145b2", "130410"),
    ("28b7a07", "130404"), ("44e53e6", "130316"), ("87f9389", "130313"), ("76eccf4", "130310"),
    ("aa3e9cc", "130309"), ("3ae4eb6", "130222"), ("e86ea09", "121121"), ("fd06ac8", "121118"),
    ("527832a", "121118b"), ("1e27bcb", "121118c"), ("59bb881", "121009"), ("a805e63", "121007"),
    ("6a2b5d7", "121006"), ("ce249fc", "121006b"), ("713cb60", "121001"), ("7898156", "120916"),
    ("5be2f26", "120913"), ("b3e2a45", "120911"), ("2372027", "120909"), ("e73976a", "120908"),
    ("53e9316", "120907"), ("7f5e567", "120812"))] + [
    # vitaQuake (Rinnegatamante): its PS Vita Cg shaders, `_v.cg` vertex and
    # `_f.cg` fragment programs (main), as vitaGL's (heldout6).
    ("vquake", "Rinnegatamante/vitaQuake", "09d96748",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))), ["shaders/"]),
    # vitaQuakeII (Rinnegatamante's PS Vita Quake II port): the same
    # convention; most of its shaders are vitaQuake's (left out by their
    # digests), it adds the post-processing filters (FXAA, greyscale, ...).
    ("vquake2", "Rinnegatamante/vitaQuakeII", "2cee9c30",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))), ["shaders/"]),
    # vitasdk/samples: the GXM samples' shaders (triangle, cube, textured
    # cube), just before 6b1daa9 replaced them with precompiled .gxp files;
    # the samples' CMake compiles `_v.cg` / `_f.cg` (main) with psp2cgc.
    ("vsdk", "vitasdk/samples", "6b1daa9^",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))), ["gxm/"]),
    # KeeperFX (Cerwym's fork with a PS Vita port): its GXM blit shaders,
    # compiled by the vita build as vitaQuake's (`_v.cg` / `_f.cg`, main).
    ("kfx", "Cerwym/keeperfx", "d825065e",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))), ["shaders/"]),
    # IndieLibX (tronty/CPPEngine): the Open Tree Library's Cg shaders its
    # tree samples load (`otldata*/shaders`, OTL's `_v.cg` / `_f.cg`, main).
    ("otl", "tronty/CPPEngine", "91b9f094",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))),
     ["IndieLib_resources/otldata/", "IndieLib_resources/otldata__/", "IndieLibX/Libraries/otl-nightly/"]),
    # Tiny3D (Hermes / Estwald's PS3 3D library, in PSDK3v2): its vertex
    # shader (lib/Makefile: vpcomp shader/*.vcg, main) and its fragment
    # shader tool's samples (toolshaderf/samples/cg/build.bat: cgc -profile
    # fp30 X.cg, main).
    ("tiny3d", "Estwald/PSDK3v2", "c920bc3e",
     ("suffix", ((".vcg", VERTEX), (".cg", FRAGMENT))),
     ["libraries-src/Tiny3D/lib/shader/", "libraries-src/Tiny3D/tools/toolshaderf/samples/"]),
] + [
    # OpenEmu: the Cg shaders its OECGShader compiled (2013-2019: every
    # OpenEmu/Shaders .cg, cgCreateProgramFromFile(..., "main_vertex", 0)
    # and "main_fragment", no arguments), before 675c4a49 removed them for
    # slang, and at every earlier commit that changed them, newest first (a
    # path at the newest commit that holds it; most are copies of
    # Themaister's / libretro's shaders, which the digests leave out).
    ("oemu" + date, "OpenEmu/OpenEmu", commit, "openemu", ["OpenEmu/"]) for commit, date in (
        ("675c4a496^", ""), ("2c3979404", "141222"), ("7ba0ea188", "141222b"),
        ("a6329364c", "141014"), ("5a84764d1", "140809"), ("103713a24", "140707"),
        ("204e26b46", "140705"), ("ee4570936", "140209"), ("0abf409dc", "140108"),
        ("d2a66ac71", "140107"), ("4c6e9e710", "131222"), ("828733386", "131203"),
        ("3e1faecff", "131202"), ("1ac6efb45", "130523"), ("4fedb65ff", "130522"),
        ("759d285da", "130407"), ("6bb754c22", "130109"), ("fa0944275", "130109b"),
        ("08c72400c", "130108"), ("7688f8435", "130107"), ("db3f546eb", "130106"),
        ("0fff0d72d", "130105"))
]


def cases_of(convention, tree, prefixes, dest, work):
    if convention == "spe":
        return spe_cases(tree, prefixes, dest)
    if convention == "openemu":
        return openemu_cases(tree, prefixes, dest)
    return h6.cases_of(convention, tree, prefixes, dest, work)


def openemu_cases(tree, prefixes, dest):
    """OECGShader: main_vertex (vertex) and main_fragment (fragment) of
    every .cg file, no arguments; a path once, at the newest commit."""
    taken = TAKEN.setdefault(tree.owner + "/" + tree.name, set())
    cases = []
    for p in tree.paths:
        if not p.endswith(".cg") or not h2.wanted(p, prefixes) or p in taken:
            continue
        funcs = set(h2.functions(h2.strip_comments(h2.text_of(tree, p))))
        stages = [(e, st) for e, st in (("main_vertex", VERTEX), ("main_fragment", FRAGMENT)) if e in funcs]
        if not stages:
            continue
        # Nor a file whose #include'd files the corpus already holds (from
        # a newer commit) in another version.
        incs = {i: h6.sha(tree.read(i)) for i in h6.includes(tree, p, "", set())}
        held = INCLUDED.setdefault(tree.owner + "/" + tree.name, {})
        if any(held.get(i, d) != d for i, d in incs.items()):
            continue
        held.update(incs)
        taken.add(p)
        h2.write(tree, dest, p)
        cases += [(p, e, "", st) for e, st in stages]
    return cases


def spe_cases(tree, prefixes, dest):
    """SoftPixel Engine's CgShaderProgram compiles its .cg files with the
    entry VertexMain (vertex) or PixelMain* (fragment; the bloom filter has
    one per pass); *Str.cg are the same programs as C string literals."""
    cases = []
    for p in tree.paths:
        if not p.endswith(".cg") or p.endswith("Str.cg") or not h2.wanted(p, prefixes):
            continue
        # A corpus holds one version of a path (DEST/<owner>+<name>/<path>):
        # the newest commit's.
        if p in SPE_TAKEN:
            continue
        funcs = [f for f in h2.functions(h2.strip_comments(h2.text_of(tree, p))) if SPE_ENTRY.match(f)]
        if not funcs:
            continue
        SPE_TAKEN.add(p)
        h2.write(tree, dest, p)
        for f in sorted(set(funcs)):
            cases.append((p, f, "", VERTEX if f == "VertexMain" else FRAGMENT))
    return cases


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout10")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6", "heldout7", "heldout8", "heldout9")
    rows, files, trees = [], {}, {}
    for source in SOURCES:
        r, f, t = h6.collect([source], cases_of, mirrors, dest, cgc_out, known)
        known |= {row[7] for row in r}
        rows += r
        files.update(f)
        trees.update(t)
    h6.write(rows, files, trees, dest, cgc_out, out_dir)


if __name__ == "__main__":
    main()
