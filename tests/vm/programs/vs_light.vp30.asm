!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_light.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.ldir
#semantic main.diffuse
#semantic main.shininess
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 ldir :  : c[4] : 3 : 1
#var float4 diffuse :  : c[5] : 4 : 1
#var float shininess :  : c[6] : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float4 col : $vout.COLOR0 : COL0 : 7 : 1
#const c[7] = 0 1
BB0:
MOV   R0.xy, c[7];
ADD   R0.xyz, c[4], R0.xxyw;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
DP3   R1.y, c[4], c[4];
RSQ   R1.y, R1.y;
DP3   R1.x, v[2], v[2];
MUL   R2.xyz, R1.y, c[4];
RSQ   R1.x, R1.x;
MUL   R1.xyz, R1.x, v[2];
DP3   R2.x, R1, R2;
MUL   R0.xyz, R0.w, R0;
MOV   R2.z, c[6].x;
DP3   R2.y, R1, R0;
LIT   R0.xyz, R2.xyzz;
MOV   o[COL0].w, R0.x;
MAD   o[COL0].xyz, R0.y, c[5], R0.z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 21 instructions, 3 R-regs
