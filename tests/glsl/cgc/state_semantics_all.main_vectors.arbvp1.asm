!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/state_semantics_all.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vectors
#semantic main_vectors.s0 : state.clip[1].plane
#semantic main_vectors.s1 : state.fog.color
#semantic main_vectors.s2 : state.fog.params
#semantic main_vectors.s3 : state.light[1].ambient
#semantic main_vectors.s4 : state.light[1].attenuation
#semantic main_vectors.s5 : state.light[1].diffuse
#semantic main_vectors.s6 : state.light[1].half
#semantic main_vectors.s7 : state.light[1].position
#semantic main_vectors.s8 : state.light[1].specular
#semantic main_vectors.s9 : state.light[1].spot.direction
#semantic main_vectors.s10 : state.lightmodel.ambient
#semantic main_vectors.s11 : state.lightmodel.back.scenecolor
#semantic main_vectors.s12 : state.lightmodel.front.scenecolor
#semantic main_vectors.s13 : state.lightmodel.scenecolor
#semantic main_vectors.s14 : state.lightprod[1].ambient
#semantic main_vectors.s15 : state.lightprod[1].back.ambient
#semantic main_vectors.s16 : state.lightprod[1].back.diffuse
#semantic main_vectors.s17 : state.lightprod[1].back.specular
#semantic main_vectors.s18 : state.lightprod[1].diffuse
#semantic main_vectors.s19 : state.lightprod[1].front.ambient
#semantic main_vectors.s20 : state.lightprod[1].front.diffuse
#semantic main_vectors.s21 : state.lightprod[1].front.specular
#semantic main_vectors.s22 : state.lightprod[1].specular
#semantic main_vectors.s23 : state.material.ambient
#semantic main_vectors.s24 : state.material.back.ambient
#semantic main_vectors.s25 : state.material.back.diffuse
#semantic main_vectors.s26 : state.material.back.emission
#semantic main_vectors.s27 : state.material.back.shininess
#semantic main_vectors.s28 : state.material.back.specular
#semantic main_vectors.s29 : state.material.diffuse
#semantic main_vectors.s30 : state.material.emission
#semantic main_vectors.s31 : state.material.front.ambient
#semantic main_vectors.s32 : state.material.front.diffuse
#semantic main_vectors.s33 : state.material.front.emission
#semantic main_vectors.s34 : state.material.front.shininess
#semantic main_vectors.s35 : state.material.front.specular
#semantic main_vectors.s36 : state.material.shininess
#semantic main_vectors.s37 : state.material.specular
#semantic main_vectors.s38 : state.point.attenuation
#semantic main_vectors.s39 : state.point.size
#semantic main_vectors.s40 : state.texgen[1].eye.q
#semantic main_vectors.s41 : state.texgen[1].eye.r
#semantic main_vectors.s42 : state.texgen[1].eye.s
#semantic main_vectors.s43 : state.texgen[1].eye.t
#semantic main_vectors.s44 : state.texgen[1].object.q
#semantic main_vectors.s45 : state.texgen[1].object.r
#semantic main_vectors.s46 : state.texgen[1].object.s
#semantic main_vectors.s47 : state.texgen[1].object.t
#var float4 p : $vin.POSITION :  : 0 : 0
#var float4 s0 : state.clip[1].plane : c[1] : 1 : 1
#var float4 s1 : state.fog.color : c[2] : 2 : 1
#var float4 s2 : state.fog.params : c[3] : 3 : 1
#var float4 s3 : state.light[1].ambient : c[4] : 4 : 1
#var float4 s4 : state.light[1].attenuation : c[5] : 5 : 1
#var float4 s5 : state.light[1].diffuse : c[6] : 6 : 1
#var float4 s6 : state.light[1].half : c[7] : 7 : 1
#var float4 s7 : state.light[1].position : c[8] : 8 : 1
#var float4 s8 : state.light[1].specular : c[9] : 9 : 1
#var float4 s9 : state.light[1].spot.direction : c[10] : 10 : 1
#var float4 s10 : state.lightmodel.ambient : c[11] : 11 : 1
#var float4 s11 : state.lightmodel.back.scenecolor : c[12] : 12 : 1
#var float4 s12 : state.lightmodel.front.scenecolor : c[13] : 13 : 1
#var float4 s13 : state.lightmodel.scenecolor : c[14] : 14 : 1
#var float4 s14 : state.lightprod[1].ambient : c[15] : 15 : 1
#var float4 s15 : state.lightprod[1].back.ambient : c[16] : 16 : 1
#var float4 s16 : state.lightprod[1].back.diffuse : c[17] : 17 : 1
#var float4 s17 : state.lightprod[1].back.specular : c[18] : 18 : 1
#var float4 s18 : state.lightprod[1].diffuse : c[19] : 19 : 1
#var float4 s19 : state.lightprod[1].front.ambient : c[20] : 20 : 1
#var float4 s20 : state.lightprod[1].front.diffuse : c[21] : 21 : 1
#var float4 s21 : state.lightprod[1].front.specular : c[22] : 22 : 1
#var float4 s22 : state.lightprod[1].specular : c[23] : 23 : 1
#var float4 s23 : state.material.ambient : c[24] : 24 : 1
#var float4 s24 : state.material.back.ambient : c[25] : 25 : 1
#var float4 s25 : state.material.back.diffuse : c[26] : 26 : 1
#var float4 s26 : state.material.back.emission : c[27] : 27 : 1
#var float4 s27 : state.material.back.shininess : c[28] : 28 : 1
#var float4 s28 : state.material.back.specular : c[29] : 29 : 1
#var float4 s29 : state.material.diffuse : c[30] : 30 : 1
#var float4 s30 : state.material.emission : c[31] : 31 : 1
#var float4 s31 : state.material.front.ambient : c[32] : 32 : 1
#var float4 s32 : state.material.front.diffuse : c[33] : 33 : 1
#var float4 s33 : state.material.front.emission : c[34] : 34 : 1
#var float4 s34 : state.material.front.shininess : c[35] : 35 : 1
#var float4 s35 : state.material.front.specular : c[36] : 36 : 1
#var float4 s36 : state.material.shininess : c[37] : 37 : 1
#var float4 s37 : state.material.specular : c[38] : 38 : 1
#var float s38 : state.point.attenuation : c[39] : 39 : 1
#var float s39 : state.point.size : c[40] : 40 : 1
#var float4 s40 : state.texgen[1].eye.q : c[41] : 41 : 1
#var float4 s41 : state.texgen[1].eye.r : c[42] : 42 : 1
#var float4 s42 : state.texgen[1].eye.s : c[43] : 43 : 1
#var float4 s43 : state.texgen[1].eye.t : c[44] : 44 : 1
#var float4 s44 : state.texgen[1].object.q : c[45] : 45 : 1
#var float4 s45 : state.texgen[1].object.r : c[46] : 46 : 1
#var float4 s46 : state.texgen[1].object.s : c[47] : 47 : 1
#var float4 s47 : state.texgen[1].object.t : c[48] : 48 : 1
#var float4 main_vectors : $vout.POSITION : HPOS : -1 : 1
PARAM c[49] = { program.local[0],
		state.clip[1].plane,
		state.fog.color,
		state.fog.params,
		state.light[1].ambient,
		state.light[1].attenuation,
		state.light[1].diffuse,
		state.light[1].half,
		state.light[1].position,
		state.light[1].specular,
		state.light[1].spot.direction,
		state.lightmodel.ambient,
		state.lightmodel.back.scenecolor,
		state.lightmodel.front.scenecolor,
		state.lightmodel.scenecolor,
		state.lightprod[1].ambient,
		state.lightprod[1].back.ambient,
		state.lightprod[1].back.diffuse,
		state.lightprod[1].back.specular,
		state.lightprod[1].diffuse,
		state.lightprod[1].front.ambient,
		state.lightprod[1].front.diffuse,
		state.lightprod[1].front.specular,
		state.lightprod[1].specular,
		state.material.ambient,
		state.material.back.ambient,
		state.material.back.diffuse,
		state.material.back.emission,
		state.material.back.shininess,
		state.material.back.specular,
		state.material.diffuse,
		state.material.emission,
		state.material.front.ambient,
		state.material.front.diffuse,
		state.material.front.emission,
		state.material.front.shininess,
		state.material.front.specular,
		state.material.shininess,
		state.material.specular,
		state.point.attenuation,
		state.point.size,
		state.texgen[1].eye.q,
		state.texgen[1].eye.r,
		state.texgen[1].eye.s,
		state.texgen[1].eye.t,
		state.texgen[1].object.q,
		state.texgen[1].object.r,
		state.texgen[1].object.s,
		state.texgen[1].object.t };
TEMP R0;
MOV R0, c[2];
ADD R0, R0, c[1];
ADD R0, R0, c[3];
ADD R0, R0, c[4];
ADD R0, R0, c[5];
ADD R0, R0, c[6];
ADD R0, R0, c[7];
ADD R0, R0, c[8];
ADD R0, R0, c[9];
ADD R0, R0, c[10];
ADD R0, R0, c[11];
ADD R0, R0, c[12];
ADD R0, R0, c[13];
ADD R0, R0, c[14];
ADD R0, R0, c[15];
ADD R0, R0, c[16];
ADD R0, R0, c[17];
ADD R0, R0, c[18];
ADD R0, R0, c[19];
ADD R0, R0, c[20];
ADD R0, R0, c[21];
ADD R0, R0, c[22];
ADD R0, R0, c[23];
ADD R0, R0, c[24];
ADD R0, R0, c[25];
ADD R0, R0, c[26];
ADD R0, R0, c[27];
ADD R0, R0, c[28];
ADD R0, R0, c[29];
ADD R0, R0, c[30];
ADD R0, R0, c[31];
ADD R0, R0, c[32];
ADD R0, R0, c[33];
ADD R0, R0, c[34];
ADD R0, R0, c[35];
ADD R0, R0, c[36];
ADD R0, R0, c[37];
ADD R0, R0, c[38];
ADD R0, R0, c[39].x;
ADD R0, R0, c[40].x;
ADD R0, R0, c[41];
ADD R0, R0, c[42];
ADD R0, R0, c[43];
ADD R0, R0, c[44];
ADD R0, R0, c[45];
ADD R0, R0, c[46];
ADD R0, R0, c[47];
ADD result.position, R0, c[48];
END
# 48 instructions, 1 R-regs
