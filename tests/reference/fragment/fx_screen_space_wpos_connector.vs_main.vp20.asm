!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/fragment/fx_screen_space_wpos_connector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vs_main
#semantic vs_main.modelViewProj
#semantic vs_main.eyePosition
#semantic vs_main.time
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var float3 eyePosition :  : c[4] : 4 : 1
#var float time :  : c[5] : 5 : 1
#var float4 vs_main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.toEye : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[6] = 0 24.980801 -24.980801 0.15915491
#const c[7] = 0 0.5 1 0.69999999
#const c[8] = 0.25 -60.145809 60.145809 0.1
#const c[9] = 85.453789 -85.453789 -64.939346 64.939346
#const c[10] = 19.73921 -19.73921 -1 1
#const c[11] = -9 0.75 0.02 0.07
MUL   R0.x, v[0], c[7].w;
ADD   R0.x, R0, c[5];
MUL   R0.w, R0.x, c[6];
EXP   R1.y, R0.w;
ADD   R0.xyz, -R1.y, c[7];
MUL   R2.xyz, R0, R0;
SLT   R1.x, R1.y, c[8];
MUL   R0.xyz, R2, c[6].yzyw;
ADD   R0.xyz, R0, c[8].yzyw;
MAD   R0.xyz, R0, R2, c[9].xyxw;
MAD   R0.xyz, R0, R2, c[9].zwzw;
MAD   R3.xyz, R0, R2, c[10].xyxw;
ADD   R0.w, R0, -c[8].x;
EXP   R0.y, R0.w;
MAD   R0.xzw, R3.xyyz, R2.xyyz, c[10].zywz;
SGE   R1.yz, R1.y, c[11].xxyw;
ADD   R2.xyz, -R0.y, c[7];
MUL   R2.xyz, R2, R2;
DP3   R3.y, R1, c[10].zwzw;
MOV   R3.xz, R1;
DP3   R0.x, R0.xzww, -R3;
MUL   R3.xyz, R2, c[6].yzyw;
ADD   R3.xyz, R3, c[8].yzyw;
MAD   R3.xyz, R3, R2, c[9].xyxw;
MAD   R3.xyz, R3, R2, c[9].zwzw;
MAD   R3.xyz, R3, R2, c[10].xyxw;
MUL   R1.y, R0.x, c[11].w;
MOV   R1.xz, c[6].x;
ADD   R1.xyz, v[2], R1;
DP3   R0.x, R1, R1;
RSQ   R0.x, R0.x;
MUL   o[TEX1].xyz, R0.x, R1;
SLT   R0.x, R0.y, c[8];
SGE   R0.yz, R0.y, c[11].xxyw;
MAD   R1.xyz, R3, R2, c[10].zwzw;
DP3   R2.y, R0, c[10].zwzw;
MOV   R2.xz, R0;
DP3   R0.y, R1, -R2;
MOV   R0.xzw, v[0];
MAD   R0.y, R0, c[8].w, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
ADD   o[TEX2].xyz, -R0, c[4];
MOV   R0.x, c[11].z;
MOV   R0.y, c[6].x;
MUL   R0.x, R0, c[5];
ADD   o[TEX0].xy, v[8], R0;
END
# 49 instructions, 0 R-regs
