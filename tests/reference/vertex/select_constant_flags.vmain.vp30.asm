!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/select_constant_flags.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, R0, R0;
DP3   R0.x, v[2], R0;
DP4   R2.x, v[0], c[3];
RSQ   R0.w, R0.w;
RCP   R0.w, R0.w;
SLT   R1, R0.w, c[6];
SGE   R0.x, R0, c[7];
SGT   R0.y, R2.x, c[5].x;
MUL   R0.z, R0.x, R0.y;
MOV   R0.w, c[7].y;
MUL   o[COL1], R0.x, R1;
MOV   o[COL0], R0;
MOV   o[HPOS].w, R2.x;
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 17 instructions, 3 R-regs
