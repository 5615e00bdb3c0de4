!!ARBfp1.0
# Hand-written: SCS, XPD, SWZ, CMP, LRP, POW, DST, LIT, _SAT, TXP, TXB, rgba swizzles.
PARAM k = program.local[0];
TEMP a, b, c;
SCS a.xy, fragment.texcoord[0].x;
XPD b.xyz, fragment.texcoord[0], fragment.texcoord[1];
MOV b.w, a.x;
SWZ c, fragment.texcoord[1], 1, -x, 0, -w;
CMP c, fragment.texcoord[0], c, k;
LRP_SAT a.zw, k, fragment.texcoord[1], fragment.texcoord[0];
MOV result.color, a;
TXP a, fragment.texcoord[2], texture[0], 2D;
TXB b.x, fragment.texcoord[3], texture[0], 2D;
ADD result.color, a.bgra, b;
POW_SAT c.x, fragment.color.r, k.y;
DST b, fragment.texcoord[0], fragment.texcoord[1];
LIT c.yzw, fragment.texcoord[1];
MAD result.color, c, b, k;
END
