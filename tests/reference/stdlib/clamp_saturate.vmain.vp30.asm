!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/clamp_saturate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.mvp
#semantic vmain.light_dir
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 light_dir :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 color : $vout.COLOR0 : COL0 : 5 : 1
#const c[5] = 0.5 0 1 1.5
#const c[6] = 0.25
BB0:
DP3   R0.x, v[2], c[4];
MIN   R0.x, R0, c[5].z;
MAX   R0.x, R0, c[5].y;
MUL   R0.y, R0.x, c[5].w;
MIN   R0.y, R0, c[5].z;
ADD   R0.z, -c[5].x, R0.x;
MIN   R0.z, R0, c[5].x;
MAX   R0.y, R0, c[6].x;
MOV   R0.w, c[5].z;
MAX   R0.z, R0, c[5].y;
MOV   o[COL0], R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 15 instructions, 1 R-regs
