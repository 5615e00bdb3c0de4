#!/usr/bin/env python3
"""Build the fifteenth held-out field corpus (tests/field/heldout15/): Cg of
projects none of corpus-real and heldout 1-14 holds -- a commercial game
engine's own shader folders (Quantic Dream's 2005 engine, its PC OpenGL and
PSGL loaders), the PlayStation 3 SDK samples a PS3 emulator keeps as test
programs, PS3 homebrew (a ps3-dev library, GaiaManager), a research GPU
B-spline renderer, a thesis, an indie game (Good Robot), the Perl OpenGL
module's Cg test, and graphics course / student projects -- as (file, entry,
defines) x profile cases in corpus-real's manifest format, with cgc 3.1's
verdicts and instruction counts.

Usage: make_heldout15_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout14_manifest.py; OUT_DIR defaults to tests/field/heldout15)

Needs cgc on PATH. Conventions (see tests/field/heldout15/README.md), all
earlier corpora's, by import:

  loader   heldout6's (through heldout13's cases_of): the names the project's
           loader code quotes that are functions of the file, else main,
           else every top-level function; the stage by probing cgc.

Every source is taken over its history (heldout11's history()): the pinned
commit and every earlier commit that changed a file under its prefixes.
Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is in corpus-real, heldout 1-14, the
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

# (short name, owner/name, pinned commit, convention, path prefixes)
HISTORY = [
    # Quantic Dream's engine (2000-2005 sources): the PC OpenGL and PSGL
    # loaders compile each shader with cgCreateProgram(..., "main", args)
    # (VertexShader_OGL_PC.cpp / PixelShader_OGL_PC.cpp); the shaders sit
    # beside the materials, lights, meshes and post-processing that use them.
    ("qd", "data-dungeon/qdengine", "896e452", ("loader", 0),
     ["3dengine/Sources/", "KernelRenderer/Sources/"]),
    # The PS3 SDK's GCM / PSGL samples a PS3 emulator keeps (with their
    # prebuilt ELFs) as test programs: each sample's vpshader / fpshader,
    # compiled by the samples' makefiles with the default entry main.
    ("ps3emu", "nongeneric/ps3emu", "69f3633", ("loader", 3), ["tests/binaries/"]),
    # PS3 homebrew: a ps3-dev library's sample application, GaiaManager's
    # shaders (main, the stage by probing).
    ("ps3dev", "mohasi/ps3-dev", "8b0aeda", ("loader", 0), ["apps/", "libs/"]),
    ("gaia", "drizzt/GaiaManager", "HEAD", ("loader", 0), [""]),
    # A research GPU renderer of B-spline surfaces (binary search / ray
    # casting in Cg): its loader's quoted names.
    ("bsps", "kanait/bspsGPU", "HEAD", ("loader", 0), [""]),
    # A thesis' renderer, the Good Robot game's, the Perl OpenGL module's Cg
    # test pair.
    ("tesina", "rbaravalle/tesina", "HEAD", ("loader", 0), [""]),
    ("goodrobot", "arvindrajayadav/Good-Robot", "HEAD", ("loader", 0), [""]),
    ("poglcg", "gitpan/OpenGL", "HEAD", ("loader", 0), [""]),
    # Graphics course exercises and student projects: a course's Cg
    # exercises (E03-E12), an HCI project's skin-rendering shaders, two
    # lighting / normal-map demos, a ray-casting volume renderer, a mesh
    # project, an OpenGL bulletin-board demo, a two-triangle test.
    ("cgex", "awitwicka/ComputerGraphic-OpenGl", "HEAD", ("loader", 1), [""]),
    ("hci", "bijanstha7/HCI-project", "HEAD", ("loader", 0), [""]),
    ("cglight", "joshb/cglighting", "HEAD", ("loader", 0), [""]),
    ("jabnm", "joshb/jab_normalmap", "HEAD", ("loader", 0), [""]),
    ("lodrc", "miffysora/LODRayCastingVolumeRendering", "HEAD", ("loader", 0), [""]),
    ("meshp", "mecasciaroUF/Mesh_proj", "HEAD", ("loader", 0), [""]),
    ("oglbb", "Apreche/oglbb", "HEAD", ("loader", 0), [""]),
    ("tri2", "uichunter/OpenGlTest2Tri", "HEAD", ("loader", 0), [""]),
]


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout15")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests(*("heldout%d" % n for n in range(2, 15)))
    rows, files, trees = [], {}, {}
    for head in HISTORY:
        for source in h11.history(mirrors, *head):
            r, f, t = h6.collect([source], h13.cases_of, mirrors, dest, cgc_out, known, h12.stem_of)
            known |= {row[7] for row in r}
            rows += r
            files.update(f)
            trees.update(t)
    keep = h2.run_cgc(rows, dest, cgc_out)
    h2.write_corpus(out_dir, keep, files, h3.used_files(keep, trees, None, dest))


if __name__ == "__main__":
    main()
