!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/160_register_qualified_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k : C21
#semantic main.n : C22
#semantic a : C3
#semantic b : C9
#semantic c : C10
#semantic d : C14
#semantic e
#semantic f
#semantic g
#semantic h : C16
#semantic i : C19
#semantic j : C20
#semantic m : C24
#semantic arr : C33
#semantic light
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 k : C21 : c[21] : 1 : 1
#var float4 n : C22 : c[22] : 2 : 1
#var float4 a : C3 : c[3] : -1 : 1
#var float4 b : C9 : c[9] : -1 : 1
#var float4 c : C10 : c[10] : -1 : 1
#var float4 d : C14 : c[14] : -1 : 1
#var float4 e :  : c[0] : -1 : 1
#var float4 f :  : c[1] : -1 : 1
#var float4 g :  : c[2] : -1 : 1
#var float4 h : C16 : c[16] : -1 : 1
#var float4 i : C19 : c[19] : -1 : 1
#var float4 j : C20 : c[20] : -1 : 1
#var float4x4 m : C24 : c[24], 4 : -1 : 1
#var float4 arr[0] :  : c[33] : -1 : 1
#var float4 arr[1] :  : c[34] : -1 : 1
#var float4 arr[2] :  : c[35] : -1 : 1
#var float4 light.color : C40 : c[40] : -1 : 1
#var float4 light.dir : C41 : c[41] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
DP4   R0.w, v[0], c[27];
DP4   R0.z, v[0], c[26];
DP4   R0.x, v[0], c[24];
DP4   R0.y, v[0], c[25];
ADD   R0, c[3], R0;
ADD   R0, c[9], R0;
ADD   R0, c[10], R0;
ADD   R0, c[14], R0;
ADD   R0, c[0], R0;
ADD   R0, c[1], R0;
ADD   R0, c[2], R0;
ADD   R0, c[16], R0;
ADD   R0, c[19], R0;
ADD   R0, c[20], R0;
ADD   R0, c[21], R0;
ADD   R0, c[22], R0;
ADD   R0, c[33], R0;
ADD   R0, c[34], R0;
ADD   R0, c[35], R0;
ADD   R0, c[40], R0;
ADD   o[HPOS], c[41], R0;
END
# 21 instructions, 1 R-regs
