!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_normalize.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.nm
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float3 t : $vin.TANGENT : ATTR14 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float3x3 nm :  : c[4], 3 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float3 on : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 b : $vout.TEXCOORD1 : TEX1 : 7 : 1
BB0:
DP3   R1.x, v[14], v[14];
RSQ   R1.x, R1.x;
DP3   R0.z, v[2], c[6];
DP3   R0.x, v[2], c[4];
DP3   R0.y, v[2], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MUL   R1.xyz, R1.x, v[14];
MUL   R2.xyz, R0.zxyw, R1.yzxw;
MAD   o[TEX1].xyz, R0.yzxw, R1.zxyw, -R2;
MOV   o[TEX0].xyz, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 16 instructions, 3 R-regs
