#!/usr/bin/env python3
"""Build the fourth held-out field corpus (tests/field/heldout4/): Cg of a
kind the other held-out corpora do not have -- Crystal Space's XML shader
programs (the <cgvp>/<cgfp> elements its glcg plugin compiles, in .xml shader
files and .cgvp/.cgfp program files) -- as (program, entry, defines) x
profile cases in corpus-real's manifest format, with cgc 3.1's verdicts and
instruction counts.

Usage: make_heldout4_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout4)

Needs cgc on PATH. Conventions (see tests/field/heldout4/README.md):

  cs   every <cgvp>/<cgfp> element of every .xml/.cgvp/.cgfp file under
       data/ is extracted by tests/field/heldout4/cs_program.py into
       `<file>.p<N>.cg` (N = the element's index in the file): the
       <program>'s text and CDATA with <?Include?> expanded, or the program
       of the file its `file=` names. Its <entry> (default main) is the
       entry and its <compilerargs> are added to the arguments. Left out:
       programs needing Crystal Space's template processor (<?if?>,
       <?Template?>, <?Generate?>, $VAR$), which only the engine at run time
       can expand. A <cgvp> is compiled for arbvp1, vp20 and vp30, a <cgfp>
       for arbfp1, each with the macros the plugin defines for that profile
       (csGLShader_CG::GetProfileCompilerArgs): -DPROFILE_<P>,
       -DVERT_PROFILE_<vp> / -DFRAG_PROFILE_<fp> of the profile pair,
       -DFRAGMENT_PROGRAM_LEVEL and -DPROGRAM_TYPE_VP|FP.

Programs whose extracted text was already taken (the same program in two
releases, or in a .cgvp file and the .xml that names it), and programs whose
text is a file of corpus-real, the other held-out corpora, the repository's
tests/ or the Cg Toolkit examples (by sha256), are skipped.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests/field/heldout4"))
from make_heldout_manifest import Tree, git_dir, includes, ogre_cases, sha, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import cs_program  # noqa: E402

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    # Crystal Space master as of December 2011 (2.0 development, after 1.4):
    # data/shader (the current shaders), data/shader-old (the 1.x shaders it
    # keeps), the test and demo data's own shaders.
    ("cs", "crystalspace/CS", "3029384a26f1f16d0fa7b05142c2d8aaf5102726", "cs", ["data/"]),
    # Crystal Space 1.4.0 and 1.2.0 (the V1.4 and V1.2 release tags): the
    # programs the 1.x releases shipped that master changed or dropped.
    ("cs14", "crystalspace/CS", "V1.4", "cs", ["data/"]),
    ("cs12", "crystalspace/CS", "V1.2", "cs", ["data/"]),
    # NeoAxis Engine 3.0.1's SDK data (an OGRE-derived C# engine): the
    # programs its OGRE-syntax .material / .program scripts declare for Cg
    # (full-screen effects, sky, GUI); the last commit holding Project/Bin/Data.
    ("neoaxis", "NeoAxis/SDK", "cd338e6af3bbd1d8fc6de3504e53d9341adddab4", "ogre", ["Project/Bin/Data/"]),
]


class BackslashTree(Tree):
    """A tree whose find() takes Windows paths (NeoAxis's scripts name
    sources as Base\\Shaders\\X.cg_hlsl, relative to its data folder)."""

    def find(self, name, near):
        return Tree.find(self, name.replace("\\", "/"), near)

BLOCK_FILE = re.compile(r'^(.*)\.p(\d+)\.cg$')

# The profile pair glcg compiles with, as the macros it defines
# (GetProfileCompilerArgs): the program's own profile, the vertex and
# fragment profiles of the pair and the pair's fragment program level.
PAIR = {"arbvp1": ("ARBVP1", "ARBFP1", "0x200"), "arbfp1": ("ARBVP1", "ARBFP1", "0x200"),
        "vp20": ("VP20", "FP20", "0x101"), "vp30": ("VP30", "FP30", "0x20a")}


def profile_args(profile, kind, extra):
    vp, fp, level = PAIR[profile]
    return " ".join(["-DPROFILE_" + profile.upper(), "-DVERT_PROFILE_" + vp, "-DFRAG_PROFILE_" + fp,
                     "-DFRAGMENT_PROGRAM_LEVEL=" + level, "-DPROGRAM_TYPE_" + kind[2:].upper()] +
                    extra.split())


def decode(data):
    return data.decode("utf-8", "surrogateescape")


def encode(text):
    return text.encode("utf-8", "surrogateescape")


def cs_cases(tree, prefixes, dest):
    """[(program path, entry, kind, extra args, text)] of a tree, each
    program written to DEST as materialize.sh writes it."""
    def read(path):
        if path not in tree.by_path:
            raise cs_program.Unusable("no file %s" % path)
        try:
            return decode(tree.read(path))
        except Exception:  # a blob the mirror does not hold
            raise cs_program.Unusable("unreadable %s" % path)

    cases = []
    for p in tree.paths:
        if not p.endswith((".xml", ".cgvp", ".cgfp")) or not h2.wanted(p, prefixes):
            continue
        try:
            text = read(p)
        except cs_program.Unusable:
            continue
        if not re.search(r'<cg[vf]p\b', text):
            continue
        for n, kind, source, entry, args in cs_program.programs(read, p):
            if source is None:
                continue
            block = "%s.p%d.cg" % (p, n)
            target = os.path.join(dest, tree.owner + "+" + tree.name, block)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(encode(source))
            cases.append((block, entry, kind, args, source))
    return cases


def write_files(tree, dest, paths, files):
    """Write tree files to DEST as materialize.sh does and list them."""
    for p in paths:
        files[(tree.owner + "/" + tree.name, p)] = (tree.commit, sha(tree.read(p)))
        target = os.path.join(dest, tree.owner + "+" + tree.name, p)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(tree.read(p))


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout4")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2", "heldout3")
    rows, files, taken, trees = [], {}, {}, {}
    for short, source, commit, convention, prefixes in SOURCES:
        if (source, commit) not in trees:
            tree = (BackslashTree if convention == "ogre" else Tree)(git_dir(mirrors, source), commit)
            tree.owner, tree.name = source.split("/")
            tree.by_path = set(tree.paths)
            trees[(source, commit)] = tree
        tree = trees[(source, commit)]
        if convention == "ogre":
            cases = [(p, e, "cgvp" if stage == VERTEX else "cgfp", a, None)
                     for p, e, a, stage in ogre_cases(tree, prefixes)]
        else:
            cases = cs_cases(tree, prefixes, dest)
        variants = {}
        for path, entry, kind, extra, program in cases:
            digest = sha(encode(program)) if program is not None else sha(tree.read(path))
            if digest in known or taken.get(digest, (source, path)) != (source, path):
                continue
            # One file per path of a repository (DEST holds one tree per
            # source): an older release's program at a path a newer one
            # already gave is left out.
            if files.get((source, path), (tree.commit,))[0] != tree.commit:
                continue
            taken[digest] = (source, path)
            m = BLOCK_FILE.match(path) if program is not None else None
            stem = re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(os.path.basename(m.group(1) if m else path))[0])
            ident = "%s.%s.%s" % (short, stem, ("p%s." % m.group(2) if m else "") + entry)
            if (path, extra) in variants.setdefault(ident, []):
                continue
            variants[ident].append((path, extra))
            if len(variants[ident]) > 1:
                ident += ".%d" % (len(variants[ident]) - 1)
            if program is not None:
                files[(source, path)] = (tree.commit, digest)
            else:
                write_files(tree, dest, [path] + sorted(includes(tree, path, extra, set())), files)
            for profile in (VERTEX if kind == "cgvp" else FRAGMENT):
                args = profile_args(profile, kind, extra) if program is not None else extra
                rows.append([ident, source, tree.commit, path, entry, profile, args, digest, convention])
    ids = {}
    for r in rows:
        ids.setdefault((r[0], r[5]), []).append(r)
    assert all(len(v) == 1 for v in ids.values()), "duplicate case ids"

    keep = h2.run_cgc(rows, dest, cgc_out)
    used = set()
    for r, _ in keep:
        used.add((r[1], r[3]))
        if r[8] == "ogre":
            tree = next(t for (s, c), t in trees.items() if s == r[1] and t.commit == r[2])
            used |= {(r[1], p) for p in includes(tree, r[3], r[6], set())}
    h2.write_corpus(out_dir, keep, files, used)


if __name__ == "__main__":
    main()
