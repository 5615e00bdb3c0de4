!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/instanced_transform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.lightDir
#var float4 v.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.nrm : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 v.row0 : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 1
#var float4 v.row1 : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 1
#var float4 v.row2 : $vin.TEXCOORD6 : TEXCOORD6 : 0 : 1
#var float4 v.instColor : $vin.COLOR1 : ATTR4 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 viewProj :  : c[0], 4 : 3 : 1
#var float3 lightDir :  : c[4] : 4 : 1
#const c[5] = 0 0.30000001 0.69999999
BB0:
MOV   R1.xyz, v[2];
DP3   R0.z, v[14], R1;
DP3   R0.x, v[12], R1;
DP3   R0.y, v[13], R1;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
MOV   R2, v[0];
DP3   R1.x, R1, -c[4];
MAX   R1.x, R1, c[5];
MAD   R1.x, R1, c[5].z, c[5].y;
DP4   R0.z, v[14], R2;
DP4   R0.y, R2, v[13];
DP4   R0.x, R2, v[12];
MOV   R0.w, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   o[COL0], v[4], R1.x;
END
# 20 instructions, 3 R-regs
