!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/065_binding_skinning.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic mvp
#semantic bones
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4x3 bones[0] :  : c[4], 4 : -1 : 1
#var float4x3 bones[1] :  : c[8], 4 : -1 : 1
#var float4x3 bones[2] :  : c[12], 4 : -1 : 1
#var float4x3 bones[3] :  : c[16], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[20] = 4 1
BB0:
FLR   R0.xy, v[7];
MUL   R0.xy, R0, c[20].x;
ARL   A0.xy, R0;
MUL   R1.xyz, v[0].y, c[A0.y + 5];
MUL   R0.xyz, v[0].y, c[A0.x + 5];
MAD   R1.xyz, v[0].x, c[A0.y + 4], R1;
MAD   R0.xyz, v[0].x, c[A0.x + 4], R0;
MAD   R1.xyz, v[0].z, c[A0.y + 6], R1;
MAD   R0.xyz, v[0].z, c[A0.x + 6], R0;
MAD   R1.xyz, v[0].w, c[A0.y + 7], R1;
MOV   R0.w, c[20].y;
MAD   R0.xyz, v[0].w, c[A0.x + 7], R0;
MUL   R1.xyz, v[9].y, R1;
MAD   R0.xyz, R0, v[9].x, R1;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 18 instructions, 2 R-regs
