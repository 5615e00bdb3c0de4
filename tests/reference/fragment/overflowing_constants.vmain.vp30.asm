!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/overflowing_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.modelViewProj
#semantic vmain.fog
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float4 fog :  : c[4] : 3 : 1
#var float4 clip : $vout.POSITION : HPOS : 4 : 1
#var float4 colour : $vout.COLOR0 : COL0 : 5 : 1
#const c[5] = 1e+20 2e+20 3.0000001e+20
BB0:
DP3   R0.x, v[2], v[2];
MUL   R0.y, R0.x, c[4].x;
DP3   R0.x, c[5], c[5];
MIN   o[COL0].x, R0, R0.y;
RCP   R0.x, R0.x;
MOV   o[COL0].zw, c[4];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
ADD   o[COL0].y, c[4], R0.x;
END
# 11 instructions, 1 R-regs
