#!/usr/bin/env python3
"""Judge cgrs's GLSL for the loop cases (tests/glsl/cases/flow_kept_*.cg).

For every GLSL run of those cases in tests/glsl/manifest.json (default
version), cgrs compiles the entry; its text goes to
tests/glsl/cgrs/CASE.ENTRY.PROFILE.glsl, and then:

- glslangValidator compiles it (the stage from the profile; ES programs have
  no #version, so it reads them as GLSL ES 1.00);
- Mesa compiles it and links it with a generated partner (glcheck
  parse-glsl, --context es for glesv/glesf);
- glslv/glslf programs are run on random inputs against cgc's: with
  `glcheck diff-glsl` against cgc's arbvp1/arbfp1 program where cgc compiled
  one (tests/glsl/cgc/CASE.ENTRY.arbXp1.asm), else against cgc's own GLSL of
  the same profile (a loop bounded by a uniform, which the ARB profiles
  reject): both GLSL programs get the same uniforms, textures and inputs by
  Cg name and their outputs are compared with glcheck's rules. Integer
  uniforms are drawn from 0..4 (loop counts; the cases' arrays have at least
  four elements).

The verdicts go to tests/glsl/cgrs_flow.json, which tests/suite/glsl_flow.rs
checks against what cgrs emits now (the judged text must be the emitted text).

With --sweep it instead compiles every arbvp1/arbfp1 case of
tests/reference/manifest.json for glslv/glslf with `-ifcvt none` and with
`-unroll none` (so that branches and loops appear where the default lowering
has none), and judges each program that has an `if` or a loop against cgc's
stored ARB program with `glcheck diff-glsl`; it prints the counts
(docs/glsl-cgc.md §11.3) and records nothing.

Usage: scripts/glsl_flow_judge.py [--sweep]
Environment: CGRS (default target/debug/cgrs), GLCHECK (a glcheck whose
glcheck-core is built), glslangValidator on PATH.
"""
import importlib.machinery, importlib.util, json, os, random, re, subprocess, sys, types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CGRS = os.environ.get("CGRS", os.path.join(ROOT, "target/debug/cgrs"))
GLCHECK = os.environ.get("GLCHECK", "glcheck")
OUT = "tests/glsl/cgrs"
RECORD = "tests/glsl/cgrs_flow.json"
STAGE = {"glslv": "vert", "glesv": "vert", "glslf": "frag", "glesf": "frag"}
ARB = {"glslv": "arbvp1", "glesv": "arbvp1", "glslf": "arbfp1", "glesf": "arbfp1"}
SEED, ROUNDS, TESTS = 1, 4, 64


def load_glcheck():
    loader = importlib.machinery.SourceFileLoader("glcheck", GLCHECK)
    spec = importlib.util.spec_from_loader("glcheck", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def run(args):
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True)


def judged_runs():
    with open(os.path.join(ROOT, "tests/glsl/manifest.json")) as f:
        manifest = json.load(f)
    return [r for r in manifest
            if os.path.basename(r["file"]).startswith("flow_kept_")
            and r["profile"] in STAGE and r["version"] == "default" and r["cgc"] == "ok"]


def glslang(path, profile):
    return run(["glslangValidator", "-S", STAGE[profile], path]).returncode == 0


def mesa(path, profile):
    context = "es" if profile.startswith("gles") else "compat"
    return run([GLCHECK, "parse-glsl", path, "--context", context]).returncode == 0


def last_json(text):
    lines = [l for l in text.splitlines() if l.startswith("{")]
    return json.loads(lines[-1]) if lines else {}


def against_arb(case, entry, profile, ours_path, asm_path):
    result = run([GLCHECK, "diff-glsl", case, "--entry", entry, "--profile", profile,
                  "--ours", ours_path, "--theirs", asm_path, "--seed", str(SEED)])
    summary = last_json(result.stdout)
    return {"against": os.path.relpath(asm_path, ROOT), "verdict": summary.get("verdict", "error"),
            "tests": summary.get("tests", 0), "differing_tests": summary.get("differing_tests")}


def against_glsl(gc, stage, ours_text, theirs_text):
    """Both GLSL programs on the same random uniforms, textures and inputs (by Cg name)."""
    kind = "vp" if stage == "vertex" else "fp"
    ours, theirs = gc.GlslProgram(ours_text, stage), gc.GlslProgram(theirs_text, stage)
    for label, program in (("ours", ours), ("theirs", theirs)):
        rc, _, info = gc.glsl_check_alone(program, "compat")
        if rc != 0:
            return {"verdict": "error", "error": "%s rejected by Mesa: %s" % (label, info)}
    plans = {"ours": gc.glsl_plan(ours, "ours"), "theirs": gc.glsl_plan(theirs, "theirs")}
    rng = random.Random(SEED)
    results = {"ours": [], "theirs": []}
    for _ in range(ROUNDS):
        values, textures, inputs = {}, {}, {}
        for label in ("theirs", "ours"):
            uniforms, samplers, varyings, _state = plans[label]
            for name, (_, rows, base, cols) in sorted(uniforms.items()):
                if name in values:
                    continue
                if base == "int":
                    values[name] = [[float(rng.randint(0, 4))] * 4 for _ in range(rows)]
                elif base == "bool":
                    values[name] = [[float(rng.randint(0, 1))] * 4 for _ in range(rows)]
                else:
                    values[name] = [gc.random_vec(rng, -2, 2, cols, "default") for _ in range(rows)]
            for name, (_, _, target) in sorted(samplers.items()):
                textures.setdefault(name, gc.random_texture(rng, target, False))
            for name in sorted(varyings):
                if name not in inputs:
                    low = 0.0 if kind == "fp" and "COL" in name.upper() else -2.0
                    inputs[name] = [gc.random_vec(rng, low, 2.0, 4, "default") for _ in range(TESTS)]
        pixels = [(k % 256, k // 256) for k in rng.sample(range(256 * 256), TESTS)] if kind == "fp" else None
        state = gc.state_commands(gc.random_state(rng, ours.state_refs | theirs.state_refs, []))
        units = {name: unit for unit, name in enumerate(sorted(textures))}
        for label, program in (("ours", ours), ("theirs", theirs)):
            uniforms, samplers, varyings, _state = plans[label]
            flat = {glsl: [x for row in values[name][:rows] for x in row]
                    for name, (glsl, rows, _, _) in uniforms.items()}
            commands = []
            for name, (glsl, _, _) in samplers.items():
                flat[glsl] = [float(units[name])]
                commands.append(gc.texture_command(dict(textures[name], unit=units[name])))
            tests = [{key: inputs[name][i] for name, key in varyings.items()} for i in range(TESTS)]
            results[label] += gc.execute_glsl(program, tests, uniforms=flat, state_cmds=state,
                                              tex_cmds=commands, pixels=pixels)
    rules = types.SimpleNamespace(atol=1e-4, rtol=1e-3, clamp_colors=False, show=3, tests=TESTS)
    _, bad, examples, kill, missing, _ = gc.compare_runs(
        results["ours"], results["theirs"], ours.written, theirs.written, rules, kind)
    verdict = "different" if bad or missing else "equivalent"
    record = {"verdict": verdict, "tests": len(results["ours"]), "differing_tests": len(bad)}
    if kind == "fp":
        record["killed"] = kill["theirs"]
    if examples or missing:
        record["examples"] = examples + ["missing " + m for m in missing]
    return record


def sweep():
    with open(os.path.join(ROOT, "tests/reference/manifest.json")) as f:
        manifest = json.load(f)
    scratch = os.path.join(ROOT, "target", "glsl_flow_sweep")
    os.makedirs(scratch, exist_ok=True)
    for options in (["-ifcvt", "none"], ["-unroll", "none"]):
        counts = {}
        for case in manifest:
            profile = {"arbfp1": "glslf", "arbvp1": "glslv"}.get(case.get("profile"))
            if case.get("cgc") != "ok" or profile is None:
                continue
            ours = os.path.join(scratch, "ours." + STAGE[profile])
            compiled = run([CGRS, "-profile", profile, "-entry", case["entry"], case["file"], "-o", ours] + options)
            if compiled.returncode != 0:
                counts["cgrs error"] = counts.get("cgrs error", 0) + 1
                continue
            with open(ours) as f:
                text = f.read()
            if "for (;;)" not in text and not re.search(r"if \(\S+ [!=]= 0\.0\) \{", text):
                counts["straight"] = counts.get("straight", 0) + 1
                continue
            verdict = against_arb(case["file"], case["entry"], profile, ours,
                                  os.path.join(ROOT, case["output"]))["verdict"]
            counts[verdict] = counts.get(verdict, 0) + 1
            if verdict != "equivalent":
                print("  %s %s -entry %s: %s" % (" ".join(options), case["file"], case["entry"], verdict), flush=True)
        print(" ".join(options), json.dumps(counts, sort_keys=True), flush=True)


def main():
    if sys.argv[1:] == ["--sweep"]:
        return sweep()
    gc = load_glcheck()
    os.makedirs(os.path.join(ROOT, OUT), exist_ok=True)
    records = []
    for entry_run in judged_runs():
        case, entry, profile = entry_run["file"], entry_run["entry"], entry_run["profile"]
        stem = "%s.%s.%s" % (os.path.basename(case)[:-3], entry, profile)
        ours_path = os.path.join(OUT, stem + ".glsl")
        compiled = run([CGRS, "-profile", profile, "-entry", entry, case, "-o", ours_path])
        record = {"file": case, "entry": entry, "profile": profile}
        if compiled.returncode != 0:
            record["cgrs"] = "error: " + compiled.stderr.strip()
            records.append(record)
            continue
        record["output"] = ours_path
        # The header's command line names the file as given: the judged text
        # is what the suite's compile of the same path prints.
        record["glslang"] = glslang(os.path.join(ROOT, ours_path), profile)
        record["mesa"] = mesa(os.path.join(ROOT, ours_path), profile)
        cgc_glsl = os.path.join(ROOT, entry_run["output"])
        record["cgc_keeps_loop"] = bool(re.search(r"\b(for|while) \(|\bdo \{", open(cgc_glsl).read()))
        if profile.startswith("glsl"):
            asm = os.path.join(ROOT, "tests/glsl/cgc", "%s.%s.%s.asm" % (
                os.path.basename(case)[:-3], entry, ARB[profile]))
            if os.path.exists(asm):
                record["judge"] = against_arb(case, entry, profile, ours_path, asm)
            else:
                stage = "vertex" if STAGE[profile] == "vert" else "fragment"
                with open(os.path.join(ROOT, ours_path)) as f:
                    ours_text = f.read()
                with open(cgc_glsl) as f:
                    theirs_text = f.read()
                record["judge"] = dict(against_glsl(gc, stage, ours_text, theirs_text),
                                       against=entry_run["output"])
        print(json.dumps(record), flush=True)
        records.append(record)
    with open(os.path.join(ROOT, RECORD), "w") as f:
        json.dump(records, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    sys.exit(main())
