!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/134_uniform_defaults.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic l
#semantic arr
#semantic m
#semantic s
#semantic unused
#semantic h
#semantic b
#semantic i
#semantic tex
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 l.a :  : c[2] : -1 : 1
#var float l.b :  : c[3] : -1 : 1
#var float2 arr[0] :  : c[4] : -1 : 1
#var float2 arr[1] :  :  : -1 : 0
#var float2 arr[2] :  : c[5] : -1 : 1
#var float2x2 m :  : c[0], 2 : -1 : 1
#var float s :  : c[6] : -1 : 1
#var float4 unused :  :  : -1 : 0
#var half h :  : c[7] : -1 : 1
#var bool b :  : c[8] : -1 : 1
#var int i :  : c[9] : -1 : 1
#var sampler2D tex :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#default l.a = 1 2 3 4
#default l.b = 5
#default arr[0] = 1 2
#default arr[1] = 3 4
#default arr[2] = 5 6
#default m[0] = 1 2
#default m[1] = 3 4
#default s = 0.30000001
#default unused = 7 7 7 7
#default h = 2
#default b = 1
#default i = -3
MUL   R0, v[0], c[2];
ADD   R0, R0, c[3].x;
ADD   R0, R0, c[4].xyxy;
ADD   R0, R0, c[5].xyxy;
ADD   R0, R0, c[1].xyxy;
ADD   R0, R0, c[6].x;
ADD   R0, R0, c[7].x;
ADD   R0, R0, c[8].x;
ADD   o[HPOS], R0, c[9].x;
END
# 9 instructions, 0 R-regs
