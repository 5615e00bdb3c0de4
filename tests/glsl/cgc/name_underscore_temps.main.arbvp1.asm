!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_underscore_temps.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#semantic main._q
#semantic _k
#semantic __z
#semantic a_
#semantic TMP0
#semantic ret_0
#semantic gl_Foo
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 _q :  : c[2] : 2 : 1
#var float4 _k :  : c[3] : -1 : 1
#var float4 __z :  : c[4] : -1 : 1
#var float4 a_ :  : c[5] : -1 : 1
#var float4 TMP0 :  : c[6] : -1 : 1
#var float4 ret_0 :  : c[7] : -1 : 1
#var float4 gl_Foo :  : c[8] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 24.980801 -24.980801 0.15915491 0.25
#const c[9] = 0 0.5 1 -1
#const c[10] = -60.145809 60.145809 85.453789 -85.453789
#const c[11] = -64.939346 64.939346 19.73921 -19.73921
#const c[12] = -9 0.75
PARAM c[13] = { { 24.980801, -24.980801, 0.15915491, 0.25 },
		program.local[1..8],
		{ 0, 0.5, 1, -1 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MAD R0.x, vertex.position, c[0].z, -c[0].w;
FRC R1.w, R0.x;
ADD R1.xyz, -R1.w, c[9];
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[0].xyxw;
MAD R0.y, vertex.position, c[0].z, -c[0].w;
FRC R0.w, R0.y;
ADD R0.xyz, -R0.w, c[9];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].xyxw;
ADD R3.xyz, R3, c[10].xyxw;
MAD R3.xyz, R3, R2, c[10].zwzw;
MAD R3.xyz, R3, R2, c[11].xyxw;
MAD R3.xyz, R3, R2, c[11].zwzw;
ADD R1.xyz, R1, c[10].xyxw;
MAD R1.xyz, R1, R0, c[10].zwzw;
MAD R1.xyz, R1, R0, c[11].xyxw;
MAD R1.xyz, R1, R0, c[11].zwzw;
MAD R0.xyz, R1, R0, c[9].wzww;
MAD R3.xyz, R3, R2, c[9].wzww;
SLT R4.x, R1.w, c[0].w;
SGE R4.yz, R1.w, c[12].xxyw;
MOV R2.xz, R4;
DP3 R2.y, R4, c[9].wzww;
DP3 R5.x, R3, -R2;
SLT R2.x, R0.w, c[0].w;
SGE R2.yz, R0.w, c[12].xxyw;
MOV R1.xz, R2;
DP3 R1.y, R2, c[9].wzww;
DP3 R5.y, R0, -R1;
MAD R0.x, vertex.position.z, c[0].z, -c[0].w;
FRC R1.w, R0.x;
MAD R0.y, vertex.position.w, c[0].z, -c[0].w;
FRC R0.w, R0.y;
ADD R1.xyz, -R0.w, c[9];
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[0].xyxw;
ADD R0.xyz, -R1.w, c[9];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].xyxw;
ADD R1.xyz, R1, c[10].xyxw;
MAD R1.xyz, R1, R0, c[10].zwzw;
MAD R1.xyz, R1, R0, c[11].xyxw;
MAD R1.xyz, R1, R0, c[11].zwzw;
ADD R3.xyz, R3, c[10].xyxw;
MAD R3.xyz, R3, R2, c[10].zwzw;
MAD R3.xyz, R3, R2, c[11].xyxw;
MAD R1.xyz, R1, R0, c[9].wzww;
MAD R3.xyz, R3, R2, c[11].zwzw;
SLT R4.x, R1.w, c[0].w;
SGE R4.yz, R1.w, c[12].xxyw;
MOV R0.xz, R4;
DP3 R0.y, R4, c[9].wzww;
DP3 R5.z, R1, -R0;
MAD R0.xyz, R3, R2, c[9].wzww;
SLT R1.x, R0.w, c[0].w;
SGE R1.yz, R0.w, c[12].xxyw;
MOV R2.xz, R1;
DP3 R2.y, R1, c[9].wzww;
DP3 R5.w, R0, -R2;
FRC R0, vertex.position;
ADD R0, R0, R5;
ADD R0, R0, vertex.position;
ADD R0, R0, c[3];
ADD R0, R0, c[1];
ADD R0, R0, c[4];
ADD R0, R0, c[5];
ADD R0, R0, c[2];
ADD R0, R0, c[6];
ADD R0, R0, c[7];
ADD result.position, R0, c[8];
END
# 71 instructions, 6 R-regs
