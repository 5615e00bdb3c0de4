!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/volume_transfer_min_max.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.modelViewProj
#semantic vmain.lightDir
#semantic volume
#semantic transfer
#semantic material
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float3 lightDir :  : c[4] : 3 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var sampler3D volume :  :  : -1 : 0
#var sampler2D transfer :  :  : -1 : 0
#var float4 material :  :  : -1 : 0
#const c[5] = 0 1 0.5
BB0:
DP3   R0.x, v[2], c[4];
MAX   R0.y, R0.x, c[5].x;
MIN   R0.x, R0, c[5].z;
MIN   o[COL0].xyz, R0.y, c[5].y;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MAX   o[COL0].w, R0.x, c[5].x;
END
# 9 instructions, 1 R-regs
