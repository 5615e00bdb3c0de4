!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/state_semantics.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.mvp : state.matrix.mvp
#semantic main_fragment.fogColor : state.fog.color
#semantic main_fragment.matAmbient : state.material.ambient
#semantic main_fragment.backSpecular : state.material.back.specular
#semantic main_fragment.lightSpecular : state.light[2].specular
#semantic main_fragment.lightprodDiffuse : state.lightprod[0].diffuse
#var float4x4 mvp : state.matrix.mvp : c[0], 4 : 0 : 1
#var float4 fogColor : state.fog.color : c[4] : 1 : 1
#var float4 matAmbient : state.material.ambient : c[5] : 2 : 1
#var float4 backSpecular : state.material.back.specular : c[6] : 3 : 1
#var float4 lightSpecular : state.light[2].specular : c[7] : 4 : 1
#var float4 lightprodDiffuse : state.lightprod[0].diffuse : c[8] : 5 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
PARAM c[9] = { state.matrix.mvp.row[0..3],
		state.fog.color,
		state.material.ambient,
		state.material.back.specular,
		state.light[2].specular,
		state.lightprod[0].diffuse };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0, c[7];
MUL R1, R0, c[6];
MOV R0, c[5];
MAD R0, R0, c[4], R1;
ADD R1, R0, c[8];
MOV R2, c[4];
DP4 R0.w, R2, c[3];
DP4 R0.z, R2, c[2];
DP4 R0.x, R2, c[0];
DP4 R0.y, R2, c[1];
ADD result.color, R1, R0;
END
# 11 instructions, 3 R-regs
