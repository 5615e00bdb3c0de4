!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/state_semantics.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.mvp : state.matrix.mvp
#semantic main_vertex.mvit : state.matrix.modelview.invtrans
#semantic main_vertex.tex1 : state.matrix.texture[1]
#semantic main_vertex.projInv : state.matrix.projection.inverse
#semantic main_vertex.mv0 : state.matrix.modelview[0]
#semantic main_vertex.prog0 : state.matrix.program[0]
#semantic main_vertex.lightDiffuse : state.light[0].diffuse
#semantic main_vertex.lightPos : state.light[1].position
#semantic main_vertex.atten : state.light[1].attenuation
#semantic main_vertex.fogColor : state.fog.color
#semantic main_vertex.fogParams : state.fog.params
#semantic main_vertex.matAmbient : state.material.ambient
#semantic main_vertex.frontDiffuse : state.material.front.diffuse
#semantic main_vertex.sceneColor : state.lightmodel.scenecolor
#semantic main_vertex.modelAmbient : state.lightmodel.ambient
#semantic main_vertex.eyeS : state.texgen[0].eye.s
#semantic main_vertex.clip0 : state.clip[0].plane
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp : state.matrix.mvp : c[1], 4 : 2 : 1
#var float4x4 mvit : state.matrix.modelview.invtrans : c[5], 4 : 3 : 1
#var float4x4 tex1 : state.matrix.texture[1] : c[9], 4 : 4 : 1
#var float4x4 projInv : state.matrix.projection.inverse : c[13], 4 : 5 : 1
#var float4x4 mv0 : state.matrix.modelview[0] : c[17], 4 : 6 : 1
#var float4x4 prog0 : state.matrix.program[0] : c[21], 4 : 7 : 1
#var float4 lightDiffuse : state.light[0].diffuse : c[25] : 8 : 1
#var float3 lightPos : state.light[1].position : c[26] : 9 : 1
#var float4 atten : state.light[1].attenuation : c[27] : 10 : 1
#var float4 fogColor : state.fog.color : c[28] : 11 : 1
#var float4 fogParams : state.fog.params : c[29] : 12 : 1
#var float4 matAmbient : state.material.ambient : c[30] : 13 : 1
#var float4 frontDiffuse : state.material.front.diffuse : c[31] : 14 : 1
#var float4 sceneColor : state.lightmodel.scenecolor : c[32] : 15 : 1
#var float4 modelAmbient : state.lightmodel.ambient : c[33] : 16 : 1
#var float4 eyeS : state.texgen[0].eye.s : c[34] : 17 : 1
#var float4 clip0 : state.clip[0].plane : c[35] : 18 : 1
#var float4 c0 : $vout.COLOR0 : COL0 : 19 : 1
#var float4 c1 : $vout.COLOR1 : COL1 : 20 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 21 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 22 : 1
#var float4 main_vertex : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 1
PARAM c[36] = { { 0, 1 },
		state.matrix.mvp.row[0..3],
		state.matrix.modelview.invtrans.row[0..3],
		state.matrix.texture[1].row[0..3],
		state.matrix.projection.inverse.row[0..3],
		state.matrix.modelview[0].row[0..3],
		state.matrix.program[0].row[0..3],
		state.light[0].diffuse,
		state.light[1].position,
		state.light[1].attenuation,
		state.fog.color,
		state.fog.params,
		state.material.ambient,
		state.material.front.diffuse,
		state.lightmodel.scenecolor,
		state.lightmodel.ambient,
		state.texgen[0].eye.s,
		state.clip[0].plane };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.w, c[26], c[26];
DP3 R0.z, vertex.normal, c[7];
DP3 R0.x, vertex.normal, c[5];
DP3 R0.y, vertex.normal, c[6];
DP3 R1.x, R0, R0;
RSQ R1.w, R1.x;
RSQ R0.w, R0.w;
MUL R0.xyz, R1.w, R0;
MUL R1.xyz, R0.w, c[26];
DP3 R0.x, R0, R1;
MAX R2.x, R0, c[0];
MOV R1, c[33];
MOV R0, c[31];
MUL R1, R1, c[30];
MUL R0, R0, c[25];
MAD R0, R0, R2.x, R1;
ADD result.color, R0, c[32];
DP4 R0.w, vertex.position, c[16];
DP4 R0.z, vertex.position, c[15];
DP4 R0.x, vertex.position, c[13];
DP4 R0.y, vertex.position, c[14];
DP4 R1.w, vertex.position, c[12];
DP4 R1.z, vertex.position, c[11];
DP4 R1.y, vertex.position, c[10];
DP4 R1.x, vertex.position, c[9];
ADD R1, R1, R0;
MOV R0.zw, c[0].xyxy;
DP4 R0.x, vertex.position, c[34];
DP4 R0.y, vertex.position, c[35];
ADD result.texcoord[0], R1, R0;
DP4 R1.w, vertex.position, c[20];
DP4 R1.z, vertex.position, c[19];
DP4 R1.y, vertex.position, c[18];
DP4 R1.x, vertex.position, c[17];
DP4 R0.x, vertex.position, c[21];
DP4 R0.w, vertex.position, c[24];
DP4 R0.z, vertex.position, c[23];
DP4 R0.y, vertex.position, c[22];
ADD result.texcoord[1], R1, R0;
MUL R1, R2.x, c[27];
MOV R0.x, c[29];
MAD result.color.secondary, R0.x, c[28], R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 46 instructions, 3 R-regs
