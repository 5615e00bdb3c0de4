!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/132_semantics_as_written.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mv : state.matrix.modelview
#semantic arr : c5
#semantic l : C10
#semantic u : FOO
#semantic m : STATE.MATRIX.MVP
#semantic lp : State.Light[0].Position
#var float4 p : $vin.position : ATTR0 : 0 : 1
#var float2 t : $vin.TexCoord1 : TEXCOORD1 : 1 : 1
#var float4 c : $vout.color0 : COL0 : 2 : 1
#var float4x4 mv : state.matrix.modelview : c[0], 4 : 3 : 1
#var float4 arr[0] :  : c[5] : -1 : 1
#var float4 arr[1] :  : c[6] : -1 : 0
#var float4 arr[2] :  : c[7] : -1 : 1
#var float4 l.a :  : c[10] : -1 : 1
#var float4 l.b :  : c[11] : -1 : 1
#var float4 u : FOO : c[4] : -1 : 1
#var float4x4 m : STATE.MATRIX.MVP : c[8], 4 : -1 : 1
#var float4 lp : State.Light[0].Position : c[14] : -1 : 1
#var float4 main : $vout.Position : HPOS : -1 : 1
MOV   R0, c[7];
ADD   R0, R0, c[5];
ADD   R0, R0, c[10];
ADD   R0, R0, c[11];
ADD   R1, R0, c[4];
DP4   R0.w, v[0], c[13];
DP4   R0.z, v[0], c[12];
DP4   R0.x, v[0], c[8];
DP4   R0.y, v[0], c[9];
ADD   R0, R1, R0;
ADD   R0, R0, c[14];
ADD   R1, R0, v[9].xyxy;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
ADD   o[HPOS], R1, R0;
MOV   o[COL0], v[0];
END
# 18 instructions, 0 R-regs
