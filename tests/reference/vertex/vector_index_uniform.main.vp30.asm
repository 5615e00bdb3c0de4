!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/vector_index_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic which
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 c : $vout.COLOR0 : COL0 : 3 : 1
#var float which :  : c[0] : -1 : 1
#const c[1] = 0 1 2 3
BB0:
FLR   R0.x, |c[0]|;
MOV   R1.y, R0.x;
MOVC  CC.x, c[0];
MOV   R1.y(LT.x), -R0.x;
SEQ   R0.xyz, R1.y, c[1];
MOVC  CC.x, R0;
MOV   R1.z, v[9].x;
MOV   R1.z(EQ.x), R0.w;
SNE   R0.x, R1.y, c[1];
MOVC  CC.x, R0;
MOV   R0.w, R1.z;
MOV   o[HPOS], v[0];
BRA   BB2 (LE.x);
BB1:
MOV   R1.z, c[1].x;
MOVC  CC.x, R0.y;
MOV   R1.z(EQ.x), R0.x;
MOV   R0.x, v[9].y;
MOV   R0.x(EQ), R0.w;
MULC  CC.x, R1.z, R0.z;
MOV   R0.y, R1.z;
MOV   R0.x(NE), v[9].z;
MOV   R0.y(NE.x), c[1].x;
MULC  CC.x, R1.z, R0.y;
MOV   R0.x(NE), v[9].w;
MOV   R0.w, R0.x;
BB2:
ADD   R1.z, c[1].w, -R1.y;
SEQ   R0.xyz, R1.z, c[1];
MOVC  CC.x, R0;
MOV   R1.y, v[9].x;
MOV   R1.y(EQ.x), R1.x;
SNE   R0.x, R1.z, c[1];
MOVC  CC.x, R0;
MOV   R1.x, R1.y;
BRA   BB4 (LE.x);
BB3:
MOV   R1.y, c[1].x;
MOVC  CC.x, R0.y;
MOV   R1.y(EQ.x), R0.x;
MOV   R0.x, v[9].y;
MOV   R0.x(EQ), R1;
MULC  CC.x, R1.y, R0.z;
MOV   R0.y, R1;
MOV   R0.x(NE), v[9].z;
MOV   R0.y(NE.x), c[1].x;
MULC  CC.x, R1.y, R0.y;
MOV   R0.x(NE), v[9].w;
MOV   R1.x, R0;
BB4:
MOV   o[COL0].zw, c[1].xyxy;
MOV   o[COL0].x, R0.w;
MOV   o[COL0].y, R1.x;
END
# 49 instructions, 2 R-regs
