#!/usr/bin/env python3
"""Build the ninth held-out field corpus (tests/field/heldout9/): Cg of
projects none of corpus-real and heldout 1-8 holds -- Axiom (the C# port of
OGRE) in seven generations of its media, Dungeonhack's materials, creativecomputing's Cg programs
(texone's Java creative-coding library: GPU particles, fluid fields, image
filters), AxonEngine's CgFX effects and PS3DK's PlayStation 3 samples and its Cg compiler's test
programs -- as (file, entry, defines) x profile cases in corpus-real's
manifest format, with cgc 3.1's verdicts and instruction counts.

Usage: make_heldout9_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout9)

Needs cgc on PATH. Conventions (see tests/field/heldout9/README.md):

  ogre    heldout1's (make_heldout_manifest.ogre_cases, through heldout6's
          `ogre`): every `vertex_program|fragment_program NAME cg` of the
          .program / .material scripts Axiom's (Dungeonhack's: OGRE's) material
          loader reads, with
          its `source`, `entry_point` (default main) and `compile_arguments`.
  suffix  heldout6's: the stage by the file name's ending, entry main.
          creativecomputing's CCCGShader (cgCreateProgram(..., null): main)
          loads the .vp vertex and .fp fragment programs, its GLSL shader
          class the .fp / .vp files written in GLSL (they use gl_* built-ins
          or vec types: left out); PS3DK's ps3_add_cg_shader (cmake/
          ps3-self.cmake) compiles .vcg as vertex and .fcg as fragment
          programs, and its compiler's tests name their stage `_v.cg` /
          `_f.cg`.
  effects heldout2's: every `compile PROFILE entry` of a CgFX technique
          gives a case of its state's stage, with the defines the project's
          loader passes (AxonEngine: axon_defines); a file none of whose
          cases cgc accepts is left out.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-8, the repository's
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

CC = ("suffix", ((".vp", VERTEX), (".fp", FRAGMENT)))
AXIOM = "axiom3d/axiom"

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    # Axiom, the C# port of OGRE: its media as it stood in each generation of
    # the repository (the samples browser of 2011-2019, the 2004-2012 Media/
    # tree, the 2004 DemoTest media); each keeps only what no earlier
    # generation (or corpus) holds.
    ("axiom", AXIOM, "1d261cd9016109361389f11a7218824b6c5cfc7d", "ogre", ["Source/"]),
    ("axiom18", AXIOM, "2b4d8ee17ec880f7fb41a8b77d7401c76883b36b", "ogre", ["Source/"]),
    ("axiom12", AXIOM, "439c606036c34586f95f7f530a0ab313eb5f3613", "ogre", ["Media/", "Source/"]),
    ("axiom09", AXIOM, "03ecf6202e0bc2d90fed602a67525fda27e98e83", "ogre", ["Media/", "Projects/"]),
    ("axiom08", AXIOM, "6f4b0c3da3fa681239a806e56f3f2ea3c00636c7", "ogre", ["Media/", "Projects/"]),
    ("axiom06", AXIOM, "4dafdd336a64092e0687209e981b3f87f9428b2b", "ogre", ["Media/", "Projects/"]),
    ("axiom04", AXIOM, "d2fb367c02743f3da5abcfa46a897d3a9ee72e5d", "ogre", ["Axiom/", "Media/"]),
    # Dungeonhack (the SourceForge RPG on OGRE, as PohlDaniel imported it): the
    # game's own media/materials programs (resources.cfg's media folders).
    ("dhack", "PohlDaniel/Dungeonhack", "4a31cce9abb0b95d205cd7139e18470c0e237a1e", "ogre",
     ["dungeonhack/media/"]),
    # creativecomputing (texone): the Cg programs of its OpenGL 2 modules
    # (image filters, GPU particles, fluid fields) at the last commit. (The
    # older cc-simulation/ programs, before e6c1d1ad and 437c3273 dropped or
    # converted them, are the same files: they add nothing.)
    ("cc", "texone/creativecomputing", "c276d2060a878f115db29bb7d2e7419f5de33e0a", CC, [""]),
    # PS3DK (FirebirdTA01): the PS3 samples' and libdbgfont's .vcg / .fcg
    # programs, and the test programs of its rsx-cg-compiler at the commit
    # that holds the most of them.
    # AxonEngine (huangdonghai): its OpenGL renderer's CgFX effects
    # (glshader.cpp: cgCreateEffectFromFile of shaders/NAME.fx with -I
    # shaders/ and a -DNAME=VALUE for every AX_SHADERMACRO_DEFS flag of the
    # shader macro, G_OPENGL=1 and the others 0 for the default macro).
    ("axon", "huangdonghai/axonengine", "4e7539825d71c11fa4ef48973f6711439f55c267",
     ("effects", "axengine/data/shaders/shared.fxh"), ["axengine/data/shaders/"]),
    ("ps3dk", "FirebirdTA01/PS3DK", "24a59feab0d3fa176ed1ecb051367741acd0bce0",
     ("suffix", ((".vcg", VERTEX), (".fcg", FRAGMENT))), ["samples/", "sdk/"]),
    ("ps3dkt", "FirebirdTA01/PS3DK", "b27b2709d7efc5a9298f24428586efcac31b50f4",
     ("suffix", (("_v.cg", VERTEX), ("_f.cg", FRAGMENT))), ["tools/rsx-cg-compiler/tests/shaders/"]),
]

GLSL = re.compile(r"\bgl_[A-Za-z]|\b[biu]?vec[234]\b")
MACRO = re.compile(r"AX_DECL_MACRO\(\s*(\w+)\s*,")


def axon_defines(tree, header):
    """The -D arguments AxonEngine's GLshader::doInit passes for the default
    shader macro (ShaderMacro::getCgDefine): every flag the header's
    AX_SHADERMACRO_DEFS declares, G_OPENGL=1 (GLshadermanager sets it) and
    the others 0."""
    text = h2.text_of(tree, header)
    defs = text[text.index("#define AX_SHADERMACRO_DEFS"):]
    defs = defs[:defs.index("#define", 1)]
    return " ".join("-D%s=%d" % (m, m == "G_OPENGL") for m in MACRO.findall(defs))


def cases_of(convention, tree, prefixes, dest, work):
    if convention[0] == "effects":
        args = axon_defines(tree, convention[1])
        # cgc takes CgFX state names in any case (AxonEngine writes
        # VERTEXPROGRAM / FRAGMENTPROGRAM as often as VertexShader): heldout2's
        # pattern, without case.
        plain, h2.COMPILE = h2.COMPILE, re.compile(h2.COMPILE.pattern, re.I)
        try:
            cases = h2.effects_cases(tree, prefixes, dest, work)
        finally:
            h2.COMPILE = plain
        return [(p, e, args, st) for p, e, _, st in cases]
    cases = h6.cases_of(convention, tree, prefixes, dest, work)
    if convention == CC:
        cases = [c for c in cases if not GLSL.search(h2.strip_comments(h2.text_of(tree, c[0])))]
    return cases


def stem_of(short, path):
    """The file part of a case's id: PS3DK's and creativecomputing's files
    share names (vpshader.vcg, forces.fp), told apart by their folders."""
    stem = h6.default_stem(short, path)
    if short.startswith(("ps3dk", "cc")):
        parts = path.split("/")
        folder = parts[-3] if short == "ps3dk" and len(parts) > 2 else parts[-2]
        if short == "ps3dkt":
            return stem
        return re.sub(r"[^A-Za-z0-9_-]", "_", folder) + "." + stem
    return stem


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout9")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3", "heldout4", "heldout5",
                                                   "heldout6", "heldout7", "heldout8")
    # One source at a time, so that a file an earlier generation of the same
    # repository already gave (same path, same content) is not taken twice.
    rows, files, trees = [], {}, {}
    for source in SOURCES:
        r, f, t = h6.collect([source], cases_of, mirrors, dest, cgc_out, known, stem_of)
        known |= {row[7] for row in r}
        rows += r
        files.update(f)
        trees.update(t)
    h6.write(rows, files, trees, dest, cgc_out, out_dir)

if __name__ == "__main__":
    main()
