!!ARBvp1.0
# Hand-written: EXP, LOG, DST, SWZ, XPD, LIT, DPH, ABS, SUB, FLR, FRC, EX2, LG2, POW.
PARAM k = program.local[0];
TEMP a, b;
MOV result.position, vertex.position;
EXP a, vertex.texcoord[0].x;
MOV result.texcoord[0], a;
LOG b, vertex.texcoord[0].y;
MOV result.texcoord[1], b;
DST result.texcoord[2], vertex.texcoord[0], vertex.texcoord[1];
SWZ result.texcoord[3], vertex.texcoord[1], -w, 0, x, 1;
XPD a.xyz, vertex.texcoord[0], vertex.texcoord[1];
MOV a.w, k.x;
MOV result.texcoord[4], a;
LIT result.texcoord[5], vertex.texcoord[1];
DPH b.x, vertex.texcoord[0], k;
ABS b.y, vertex.texcoord[1].z;
SUB b.z, vertex.texcoord[0].w, k.y;
FLR b.w, vertex.texcoord[1].w;
MOV result.texcoord[6], b;
FRC a, vertex.texcoord[1];
EX2 a.x, k.z;
LG2 a.y, vertex.texcoord[1].y;
POW a.z, k.w, vertex.texcoord[0].z;
MOV result.color, a;
END
