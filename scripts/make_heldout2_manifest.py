#!/usr/bin/env python3
"""Build the second held-out field corpus (tests/field/heldout2/): Cg shaders
and Cg-parsable effect files of public projects that neither corpus-real, the
first held-out corpus, the test suite nor the Cg Toolkit examples use, as
(file, entry, defines) x profile cases in corpus-real's manifest format, with
cgc 3.1's verdicts and instruction counts.

Usage: make_heldout2_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout2)

Needs cgc on PATH. Conventions (see tests/field/heldout2/README.md):

  gems     a book's CD content (.cg files): the entries are the names the
           chapter's own C/C++ loaders quote (cgCreateProgramFromFile(...,
           "name", ...)) that are functions of the file, else `main`, else
           every top-level function cgc accepts for some stage. Files other
           .cg files #include are libraries, not programs. The stage is
           vertex when cgc's arbvp1 / vp30 / vp40 program writes the
           position, else fragment when arbfp1 (or, for a named entry,
           fp30/fp40) accepts it, else (a named entry cgc rejects
           everywhere) every profile.
  gpgpu    every .cg file's `main` (the loader's only entry); files with the
           loader's `$1` text placeholders are left out (they are not Cg
           until the loader substitutes them). Stage as for gems.
  effects  .fx / .cgfx effect files: every `compile PROFILE entry(args)` (and
           D3D10 `CompileShader(PROFILE, entry(args))`) of a technique gives a
           case; the stage is the state's (VertexProgram / VertexShader ->
           vertex, FragmentProgram / PixelShader -> fragment; else by the
           profile's name), geometry stages are left out. The uniform
           arguments in `entry(args)` cannot be given to cgc on the command
           line: the entry is compiled as it is. A file none of whose cases
           cgc accepts (D3D-only HLSL cgc cannot parse) is left out.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is already in corpus-real, tests/field/heldout,
the repository's tests/ or the Cg Toolkit examples (by sha256), or already
taken from another path, are skipped, so every case is new code.
"""
import hashlib, os, re, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_heldout_manifest import (  # noqa: E402
    Tree, cgc_verdicts, git_dir, includes, sha, VERTEX, FRAGMENT)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLKIT = "/usr/share/doc/nvidia-cg-doc/examples"

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    ("gems1", "QianMo/GPU-Gems-Book-Source-Code", "HEAD", "gems", ["GPU-Gems-1-CD-Content/"]),
    ("gems2", "QianMo/GPU-Gems-Book-Source-Code", "HEAD", "gems", ["GPU-Gems-2-CD-Content/"]),
    ("gems3", "QianMo/GPU-Gems-Book-Source-Code", "HEAD", "gems", ["GPU-Gems-3-CD-Content/"]),
    ("gems1fx", "QianMo/GPU-Gems-Book-Source-Code", "HEAD", "effects", ["GPU-Gems-1-CD-Content/"]),
    ("gems2fx", "QianMo/GPU-Gems-Book-Source-Code", "HEAD", "effects", ["GPU-Gems-2-CD-Content/"]),
    ("gems3fx", "QianMo/GPU-Gems-Book-Source-Code", "HEAD", "effects", ["GPU-Gems-3-CD-Content/"]),
    # NASA Vision Workbench's GPU module (image processing in fragment
    # programs), taken just before its move to graveyard/ in aca626453597.
    ("vw", "visionworkbench/visionworkbench", "aca6264535979f87274d962d80458911296cd86b^", "gpgpu",
     ["src/vw/GPU/Shaders/"]),
    # The NVIDIA Shader Library's effect files, as HlslTools keeps them in its
    # test suite.
    ("nvlib", "tgjones/HlslTools", "HEAD", "effects",
     ["src/ShaderTools.CodeAnalysis.Hlsl.Tests/TestSuite/Shaders/Nvidia/"]),
]

CODE_EXT = (".c", ".cc", ".cpp", ".cxx", ".h", ".hpp", ".inl")
FUNC = re.compile(r'^\s*(?:[A-Za-z_][A-Za-z0-9_]*\s+)+([A-Za-z_][A-Za-z0-9_]*)\s*\(', re.M)
NOT_FUNC = {"if", "for", "while", "return", "switch", "sizeof", "do", "else"}
COMPILE = re.compile(r'\b(VertexProgram|VertexShader|FragmentProgram|PixelShader|GeometryProgram|'
                     r'GeometryShader)\s*(?:\[\s*\d+\s*\])?\s*=\s*compile\s+(\w+)\s+(\w+)\s*\(([^)]*)\)')
COMPILE10 = re.compile(r'\bSet(Vertex|Pixel|Geometry)Shader\s*\(\s*CompileShader\s*\(\s*(\w+)\s*,\s*(\w+)\s*\(')


def strip_comments(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    return re.sub(r'//[^\n]*', '', text)


def functions(text):
    return sorted({n for n in FUNC.findall(strip_comments(text)) if n not in NOT_FUNC})


def wanted(path, prefixes):
    return path.startswith(tuple(p for p in prefixes if not p.startswith("!"))) and \
        not path.startswith(tuple(p[1:] for p in prefixes if p.startswith("!")))


def text_of(tree, path):
    return tree.read(path).decode("utf-8", "replace")


def cgc(dest, file, entry, profile, out):
    try:
        p = subprocess.run(["cgc", "-profile", profile, "-entry", entry, file, "-o", out], cwd=dest,
                           capture_output=True, text=True, errors="replace", timeout=60)
    except subprocess.TimeoutExpired:
        return False
    return p.returncode == 0 and os.path.exists(out)


def stage_of(dest, file, entry, work, named):
    """VERTEX when cgc's vertex program writes the position, FRAGMENT when
    arbfp1 accepts it; for a named entry cgc rejects everywhere, both; else
    None (not a program)."""
    out = os.path.join(work, "probe-%d.asm" % os.getpid())
    for profile, pattern in (("arbvp1", "result.position"), ("vp30", "o[HPOS]"),
                             ("vp40", "result.position")):
        if cgc(dest, file, entry, profile, out) and pattern in open(out, errors="replace").read():
            return VERTEX
    if cgc(dest, file, entry, "arbfp1", out):
        return FRAGMENT
    # Programs written for later profiles only: the stage of the profile
    # that takes them (they are then cases arbvp1/arbfp1 must reject).
    if any(cgc(dest, file, entry, p, out) for p in ("fp30", "fp40")):
        return FRAGMENT if named else None
    return VERTEX + FRAGMENT if named else None


def write(tree, dest, path, args=""):
    for p in [path] + sorted(includes(tree, path, args, set())):
        target = os.path.join(dest, tree.owner + "+" + tree.name, p)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(tree.read(p))


def chapter(path, depth=3):
    return "/".join(path.split("/")[:depth]) + "/"


def gems_cases(tree, prefixes, dest, work):
    cg = [p for p in tree.paths if p.endswith(".cg") and wanted(p, prefixes)]
    included = set()
    for p in cg:
        included |= includes(tree, p, "", set())
    loader_names = {}
    for p in tree.paths:
        if p.endswith(CODE_EXT) and wanted(p, prefixes):
            t = text_of(tree, p)
            if "cgCreateProgram" in t or "cgGLLoadProgram" in t or ".cg\"" in t:
                loader_names.setdefault(chapter(p), set()).update(
                    re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"', t))
    cases = []
    for p in cg:
        if p in included:
            continue
        write(tree, dest, p)
        file = tree.owner + "+" + tree.name + "/" + p
        funcs = functions(text_of(tree, p))
        named = sorted(n for n in loader_names.get(chapter(p), ()) if n in funcs)
        if not named and "main" in funcs:
            named = ["main"]
        for entry in named or funcs:
            stage = stage_of(dest, file, entry, work, bool(named))
            if stage:
                cases.append((p, entry, "", stage))
    return cases


def gpgpu_cases(tree, prefixes, dest, work):
    cases = []
    for p in tree.paths:
        if not p.endswith(".cg") or not wanted(p, prefixes):
            continue
        text = text_of(tree, p)
        if re.search(r'\$\d', text):
            continue
        write(tree, dest, p)
        stage = stage_of(dest, tree.owner + "+" + tree.name + "/" + p, "main", work, True)
        cases.append((p, "main", "", stage))
    return cases


def effect_stage(state, profile):
    s = state.lower()
    if s.startswith("geometry"):
        return None
    if s.startswith("vertex"):
        return VERTEX
    if s.startswith(("fragment", "pixel")):
        return FRAGMENT
    return None


def effects_cases(tree, prefixes, dest, work):
    cases = []
    for p in tree.paths:
        if not p.lower().endswith((".fx", ".cgfx")) or not wanted(p, prefixes):
            continue
        text = strip_comments(text_of(tree, p))
        funcs = set(functions(text))
        seen = []
        for m in COMPILE.finditer(text):
            stage = effect_stage(m.group(1), m.group(2))
            if stage and m.group(3) in funcs and (m.group(3), stage) not in seen:
                seen.append((m.group(3), stage))
        for m in COMPILE10.finditer(text):
            stage = effect_stage(m.group(1), m.group(2))
            if stage and m.group(3) in funcs and (m.group(3), stage) not in seen:
                seen.append((m.group(3), stage))
        if seen:
            write(tree, dest, p)
        for entry, stage in seen:
            cases.append((p, entry, "", stage))
    return cases


CONVENTIONS = {"gems": gems_cases, "gpgpu": gpgpu_cases, "effects": effects_cases}


def corpus_digests(*names):
    """The sha256 column of tests/field/<name>/files.tsv for each name: the
    files (and extracted programs) of the other held-out corpora."""
    known = set()
    for name in names:
        with open(os.path.join(ROOT, "tests/field", name, "files.tsv")) as f:
            known |= {line.rstrip("\n").split("\t")[3] for line in f.readlines()[1:]}
    return known


def known_digests():
    creal = os.environ.get("CORPUS_REAL", os.path.join(ROOT, "..", "shared", "corpus-real"))
    if not os.path.isdir(creal):
        sys.exit("no corpus-real in %s: set CORPUS_REAL to its directory" % creal)
    with open(os.path.join(creal, "files.tsv")) as f:
        known = {line.rstrip("\n").split("\t")[3] for line in f.readlines()[1:]}
    known |= corpus_digests("heldout")
    for top in (os.path.join(ROOT, "tests"), TOOLKIT):
        for d, _, names in os.walk(top):
            for n in names:
                if n.lower().endswith((".cg", ".cgfx", ".fx", ".cginc", ".fxh", ".h", ".hlsl")):
                    with open(os.path.join(d, n), "rb") as f:
                        known.add(sha(f.read()))
    return known


def run_cgc(rows, dest, cgc_out):
    """cgc's verdict and instruction count for every row (two at a time),
    its program and log written to cgc_out; the rows kept with them: an
    effect file cgc compiles no entry of (D3D-only HLSL) is left out."""
    verdicts = cgc_verdicts(rows, dest, cgc_out)
    accepted_files = {(r[1], r[3]) for r, v in zip(rows, verdicts) if v[0] == "0"}
    return [(r, v) for r, v in zip(rows, verdicts)
            if r[8] != "effects" or (r[1], r[3]) in accepted_files]


def write_corpus(out_dir, keep, files, used):
    """manifest.tsv (the kept rows with cgc's verdicts) and files.tsv (the
    files of `files` some kept case reads) in out_dir."""
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "manifest.tsv"), "w") as f:
        f.write("id\tsource\tcommit\tpath\tentry\tprofile\targs\tcgc_rc\tcgc_instr\tsha256\n")
        for row, (rc, instr) in keep:
            f.write("\t".join(row[:7] + [rc, instr, row[7]]) + "\n")
    with open(os.path.join(out_dir, "files.tsv"), "w") as f:
        f.write("source\tcommit\tpath\tsha256\n")
        for (source, path), (commit, digest) in sorted(files.items()):
            if (source, path) in used:
                f.write("\t".join([source, commit, path, digest]) + "\n")
    print("%d cases, %d accepted by cgc, %d files" % (len(keep), sum(v[0] == "0" for _, v in keep),
                                                       len(used)))


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout2")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = known_digests()
    rows, files, taken, trees = [], {}, {}, {}
    for short, source, commit, convention, prefixes in SOURCES:
        if (source, commit) not in trees:
            tree = Tree(git_dir(mirrors, source), commit)
            tree.owner, tree.name = source.split("/")
            trees[(source, commit)] = tree
        tree = trees[(source, commit)]
        cases = CONVENTIONS[convention](tree, prefixes, dest, cgc_out)
        variants = {}
        for path, entry, args, stage in cases:
            digest = sha(tree.read(path))
            if digest in known or taken.get(digest, (source, path)) != (source, path):
                continue
            taken[digest] = (source, path)
            stem = re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(os.path.basename(path))[0])
            ident = "%s.%s.%s" % (short, stem, entry)
            if (path, args) in variants.setdefault(ident, []):
                continue
            variants[ident].append((path, args))
            if len(variants[ident]) > 1:
                ident += ".%d" % (len(variants[ident]) - 1)
            for p in [path] + sorted(includes(tree, path, args, set())):
                files[(source, p)] = (tree.commit, sha(tree.read(p)))
            for profile in stage:
                rows.append([ident, source, tree.commit, path, entry, profile, args, digest, convention])
    ids = {}
    for r in rows:
        ids.setdefault((r[0], r[5]), []).append(r)
    assert all(len(v) == 1 for v in ids.values()), "duplicate case ids"

    keep = run_cgc(rows, dest, cgc_out)
    used = set()
    for r, _ in keep:
        tree = next(t for (s, c), t in trees.items() if s == r[1] and t.commit == r[2])
        used |= {(r[1], p) for p in [r[3]] + sorted(includes(tree, r[3], r[6], set()))}
    write_corpus(out_dir, keep, files, used)

if __name__ == "__main__":
    main()
