!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/pow_constant_exponent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.mvp
#semantic vmain.light_dir
#semantic vmain.eye
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float3 light_dir :  : c[4] : 4 : 1
#var float3 eye :  : c[5] : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float4 diffuse : $vout.COLOR0 : COL0 : 7 : 1
#var float4 attenuation : $vout.TEXCOORD0 : TEX0 : 8 : 1
#const c[6] = 16 1
MOV   R0.xyz, c[5];
ADD   R0.xyz, R0, c[4];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R1.xy, v[2], R0;
ADD   R2.xyz, v[0], -c[5];
DP3   R0.w, R2, R2;
MUL   R0.x, R1, R1;
RSQ   R2.x, R0.w;
MOV   R1.z, c[6].x;
LIT   R0.z, R1.xyzz;
MUL   R0.y, R1.x, R0.x;
MOV   R0.w, c[6].y;
RCP   R1.y, R2.x;
MUL   o[COL0], v[3], R0;
RSQ   R0.xy, R1.y;
MOV   R2.w, R1.x;
MOV   R2.y, R0;
RCP   R2.z, R0.x;
MOV   o[TEX0], R2;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 25 instructions, 0 R-regs
