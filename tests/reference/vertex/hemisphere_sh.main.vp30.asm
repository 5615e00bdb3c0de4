!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/hemisphere_sh.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.normalMatrix
#semantic main.albedo
#semantic shCoef
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3x3 normalMatrix :  : c[4], 3 : 5 : 1
#var float4 albedo :  : c[7] : 6 : 1
#var float3 shCoef[0] :  : c[8] : -1 : 1
#var float3 shCoef[1] :  : c[9] : -1 : 1
#var float3 shCoef[2] :  : c[10] : -1 : 1
#var float3 shCoef[3] :  : c[11] : -1 : 1
#var float3 shCoef[4] :  : c[12] : -1 : 1
#var float3 shCoef[5] :  : c[13] : -1 : 1
#var float3 shCoef[6] :  : c[14] : -1 : 1
#var float3 shCoef[7] :  : c[15] : -1 : 1
#var float3 shCoef[8] :  : c[16] : -1 : 1
#const c[17] = 0.42904299 0.74312502 0.88622701 0.24770799
#const c[18] = 0.85808599 1.0233279
BB0:
DP3   R0.z, v[2], c[6];
DP3   R0.x, v[2], c[4];
DP3   R0.y, v[2], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MUL   R1.xyz, R0.x, c[15];
MUL   R2.xyz, R0.z, R1;
MUL   R1.xyz, R0.x, c[12];
MAD   R2.xyz, R0.y, R1, R2;
MUL   R1.xyz, R0.y, c[13];
MAD   R3.xyz, R0.z, R1, R2;
MUL   R1.xyz, R0.z, c[14];
MUL   R1.xyz, R0.z, R1;
MUL   R0.w, R0.y, R0.y;
MAD   R0.w, R0.x, R0.x, -R0;
MUL   R2.xyz, R1, c[17].y;
MUL   R1.xyz, R0.w, c[16];
MAD   R2.xyz, R1, c[17].x, R2;
MOV   R1.xw, c[17].zyzw;
MAD   R1.xyz, R1.x, c[8], R2;
MUL   R2.xyz, R0.y, c[9];
MAD   R1.xyz, R1.w, -c[14], R1;
MAD   R2.xyz, R0.x, c[11], R2;
MAD   R1.xyz, R3, c[18].x, R1;
MAD   R0.xyz, R0.z, c[10], R2;
MAD   R0.xyz, R0, c[18].y, R1;
MUL   o[COL0].xyz, R0, c[7];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[7];
END
# 33 instructions, 4 R-regs
