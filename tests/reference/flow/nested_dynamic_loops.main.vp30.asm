!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/nested_dynamic_loops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.rows
#semantic main.cols
#semantic main.spacing
#semantic main.falloff
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var int rows :  : c[4] : 4 : 1
#var int cols :  : c[5] : 5 : 1
#var float spacing :  : c[6] : 6 : 1
#var float falloff :  : c[7] : 7 : 1
#const c[8] = 0 1.4426951 1
BB0:
MOV   R0.z, c[4].x;
SLTC  CC.x, c[8], R0.z;
MOV   R0.x, c[8];
MOV   R0.y, c[8].x;
BRA   BB4 (EQ.x);
BB1:
MOV   R0.z, c[5].x;
SLTC  CC.x, c[8], R0.z;
MOV   R1.x, c[8];
BRA   BB3 (EQ.x);
BB2:
MOV   R0.z, R1.x;
MOV   R0.w, R0.y;
MAD   R0.zw, R0, c[6].x, -v[0].xyxz;
MUL   R0.zw, R0, R0;
ADD   R0.z, R0, R0.w;
RSQ   R0.z, R0.z;
RCP   R0.z, R0.z;
MUL   R0.z, R0, -c[7].x;
MUL   R0.z, R0, c[8].y;
EX2   R0.z, R0.z;
ADD   R1.x, c[8].z, R1;
SLTC  CC.x, R1, c[5];
ADD   R0.x, R0, R0.z;
BRA   BB2 (NE.x);
BB3:
ADD   R0.y, c[8].z, R0;
SLTC  CC.x, R0.y, c[4];
BRA   BB1 (NE.x);
BB4:
MOV   o[COL0].xyz, R0.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[8].z;
END
# 32 instructions, 2 R-regs
