!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/select_constant_flags.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.mvp
#semantic vmain.eye
#semantic vmain.fog_start
#semantic vmain.light_range
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 eye :  : c[4] : 3 : 1
#var float fog_start :  : c[5] : 4 : 1
#var float4 light_range :  : c[6] : 5 : 1
#var float4 vmain.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 vmain.mask : $vout.COLOR0 : COL0 : -1 : 1
#var float4 vmain.lit : $vout.COLOR1 : COL1 : -1 : 1
#const c[7] = 0 1
ADD   R0.xyz, -v[0], c[4];
DP3   R0.w, R0, R0;
DP3   R0.x, v[2], R0;
DP4   R2.x, v[0], c[3];
SLT   R0.x, R0, c[7];
SGE   R0.y, R0.x, c[7].x;
RSQ   R0.w, R0.w;
RCP   R0.w, R0.w;
SLT   R1, R0.w, c[6];
SLT   R0.z, c[5].x, R2.x;
SGE   R0.w, c[7].x, R0.z;
MAX   R1, -R1, R1;
SLT   R1, c[7].x, R1;
SGE   R0.x, c[7], R0;
MUL   R0.x, R0.y, R0;
SGE   R0.z, R0, c[7].x;
MUL   R0.z, R0, R0.w;
MAX   R0.y, -R0.z, R0.z;
MAX   R0.x, -R0, R0;
SLT   R0.y, c[7].x, R0;
SLT   R0.x, c[7], R0;
ADD   R0.x, R0, c[7];
ADD   R0.y, -R0, c[7];
ADD   R1, R1, c[7].x;
MUL   R0.z, R0.x, R0.y;
MOV   R0.w, c[7].y;
MOV   o[COL0], R0;
MUL   o[COL1], R0.x, R1;
MOV   o[HPOS].w, R2.x;
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 32 instructions, 0 R-regs
