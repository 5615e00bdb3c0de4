#!/usr/bin/env python3
"""Writes a glcheck/nvvm case file (fixed, seeded inputs) for one program.

usage: vm_make_case.py PROGRAM.asm CASE.json SEED

ARB programs get the glcheck case format (local, state, textures, tests);
NV programs the nvvm format (constants, tests). Every input register and
parameter the program text mentions gets a value; int uniforms get small
integers so loop counts and array indices stay meaningful. Programs with
relative addressing get non-negative inputs (they are usually indices).
"""
import json, os, random, re, sys

def r(rng, lo=-2.0, hi=2.0):
    return round(rng.uniform(lo, hi), 3)

def vec(rng, n=4, lo=-2.0, hi=2.0):
    return [r(rng, lo, hi) for _ in range(n)]

def texture(rng, unit, target):
    sizes = {"1D": (8, 1, 1), "2D": (4, 4, 1), "3D": (2, 2, 2), "CUBE": (2, 2, 1), "RECT": (8, 8, 1)}
    w, h, d = sizes[target]
    count = w * h * d * (6 if target == "CUBE" else 1)
    data = [[rng.randint(0, 16) / 16 for _ in range(4)] for _ in range(count)]
    return {"unit": unit, "target": target, "width": w, "height": h, "depth": d,
            "wrap": "CLAMP" if target == "RECT" else "REPEAT", "filter": "NEAREST", "data": data}

def matrix(rng):
    m = [vec(rng, 4, -1, 1) for _ in range(4)]
    for i in range(4):
        m[i][i] += 2.0
    return m

def int_vars(text):
    """c[] registers of int/bool uniforms."""
    regs = set()
    for m in re.finditer(r"^#var (int\w*|bool\w*) \S+ :[^:]*: c\[(\d+)\](?:, (\d+))?", text, re.M):
        for k in range(int(m.group(3) or 1)):
            regs.add(int(m.group(2)) + k)
    return regs

def arb_c_to_local(text):
    """Maps c[N] (cgc header) to program.local[k] through PARAM c[...]."""
    m = re.search(r"PARAM c\[\d+\] = \{(.*?)\};", text, re.S)
    mapping, n = {}, 0
    if not m:
        return mapping
    for item in re.finditer(r"\{[^}]*\}|program\.local\[(\d+)(?:\.\.(\d+))?\]|state\.[\w.\[\]]*?row\[(\d+)\.\.(\d+)\]|state\.[\w.\[\]]+", m.group(1)):
        if item.group(1):
            a = int(item.group(1)); b = int(item.group(2) or a)
            for k in range(a, b + 1):
                mapping[n] = k; n += 1
        elif item.group(3):
            n += int(item.group(4)) - int(item.group(3)) + 1
        else:
            n += 1
    return mapping

def arb_case(text, rng, name):
    fragment = text.lstrip().startswith("!!ARBfp")
    relative = "ARL" in text
    lo, hi = (0.0, 2.9) if relative else (-2.0, 2.0)
    case = {"program": name}
    locals_ = set()
    for m in re.finditer(r"program\.local\[(\d+)(?:\.\.(\d+))?\]", text):
        a = int(m.group(1)); b = int(m.group(2) or a)
        locals_.update(range(a, b + 1))
    ints = {arb_c_to_local(text).get(c) for c in int_vars(text)}
    case["local"] = {str(k): ([rng.randint(0, 2)] * 4 if k in ints else vec(rng)) for k in sorted(locals_)}
    if "state." in text:
        case["state"] = {
            "matrix.modelview": matrix(rng), "matrix.projection": matrix(rng), "matrix.texture[0]": matrix(rng),
            "light[0].diffuse": vec(rng, 4, 0, 1), "light[0].position": vec(rng),
            "lightmodel.ambient": vec(rng, 4, 0, 1), "material.front.diffuse": vec(rng, 4, 0, 1),
            "material.front.ambient": vec(rng, 4, 0, 1), "fog.color": vec(rng, 4, 0, 1),
        }
    textures = {}
    for m in re.finditer(r"texture\[(\d+)\], (1D|2D|3D|CUBE|RECT)", text):
        textures[int(m.group(1))] = m.group(2)
    case["textures"] = [texture(rng, u, t) for u, t in sorted(textures.items())]
    inputs = set()
    root = "fragment" if fragment else "vertex"
    for m in re.finditer(root + r"\.(position|normal|color(?:\.secondary)?|fogcoord|texcoord\[\d+\]|attrib\[\d+\]|weight)", text):
        if not (fragment and m.group(1) == "position"):
            inputs.add(root + "." + m.group(1))
    tests = []
    for _ in range(4):
        t = {}
        for key in sorted(inputs):
            colour = fragment and key.startswith("fragment.color")
            t[key] = vec(rng, 4, 0, 1) if colour else vec(rng, 4, lo, hi)
        tests.append(t)
    case["tests"] = tests
    return case

def nv_case(text, rng, name):
    relative = "ARL" in text or "ARR" in text
    lo, hi = (0.0, 2.9) if relative else (-2.0, 2.0)
    ints = int_vars(text)
    constants = {}
    for m in re.finditer(r"^#var \S+ \S+ :[^:]*: c\[(\d+)\](?:, (\d+))?", text, re.M):
        for k in range(int(m.group(2) or 1)):
            c = int(m.group(1)) + k
            constants[str(c)] = [rng.randint(0, 3)] * 4 if c in ints else vec(rng)
    inputs = sorted(set(re.findall(r"v\[\d+\]", text)))
    tests = [{key: vec(rng, 4, lo, hi) for key in inputs} for _ in range(4)]
    return {"program": name, "constants": constants, "tests": tests}

def main():
    path, out, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    text = open(path).read()
    rng = random.Random(seed)
    name = os.path.relpath(path, os.path.dirname(os.path.abspath(out)))
    case = arb_case(text, rng, name) if text.lstrip().startswith("!!ARB") else nv_case(text, rng, name)
    with open(out, "w") as f:
        json.dump(case, f, indent=1)
        f.write("\n")

main()
