!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_skybox.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vs_sky
#semantic vs_sky.view
#semantic vs_sky.proj
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 oPos : $vout.POSITION : HPOS : 1 : 1
#var float3 dir : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float4x4 view :  : c[0], 4 : 3 : 1
#var float4x4 proj :  : c[4], 4 : 4 : 1
#const c[8] = 1
BB0:
DP3   R1.x, v[0], c[0];
DP3   R1.y, v[0], c[1];
MOV   R1.w, c[8].x;
DP3   R1.z, v[0], c[2];
DP4   R0.z, R1, c[7];
DP4   R0.x, R1, c[4];
DP4   R0.y, R1, c[5];
MOV   o[HPOS], R0.xyzz;
MOV   o[TEX0].xyz, v[0];
END
# 9 instructions, 2 R-regs
