"""Compares two directories of PNG frames pixel by pixel, with Panda3D's own
image class (no other package needed). A frame passes when at most LIMIT of
its pixels differ by more than TOLERANCE (in 1/255) in any channel.
Usage: compare.py EXPECTED_DIR ACTUAL_DIR [NAME...]; exit 1 on any failure."""
import sys, os
from panda3d.core import PNMImage, Filename

TOLERANCE = 8
LIMIT = 0.005

def differing(a, b):
    count = 0
    for y in range(a.getYSize()):
        for x in range(a.getXSize()):
            pa, pb = a.getXelVal(x, y), b.getXelVal(x, y)
            if any(abs(pa[i] - pb[i]) * 255 // a.getMaxval() > TOLERANCE for i in range(3)):
                count += 1
    return count

def main():
    expected, actual = sys.argv[1], sys.argv[2]
    names = sys.argv[3:] or sorted(n[:-4] for n in os.listdir(expected) if n.endswith(".png"))
    failed = False
    for name in names:
        a, b = PNMImage(), PNMImage()
        if not a.read(Filename(os.path.join(expected, name + ".png"))) or \
           not b.read(Filename(os.path.join(actual, name + ".png"))):
            print(f"{name}: missing frame"); failed = True; continue
        if (a.getXSize(), a.getYSize()) != (b.getXSize(), b.getYSize()):
            print(f"{name}: sizes differ"); failed = True; continue
        n = differing(a, b)
        share = n / (a.getXSize() * a.getYSize())
        ok = share <= LIMIT
        failed |= not ok
        print(f"{name}: {n} pixels differ by more than {TOLERANCE}/255 ({share:.3%}) {'ok' if ok else 'FAIL'}")
    sys.exit(1 if failed else 0)

main()
