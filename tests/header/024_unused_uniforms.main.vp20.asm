!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/024_unused_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.pUnused
#semantic main.pmUnused
#semantic main.pUsed
#semantic main.pArrUnused
#semantic gUnused
#semantic mUnused
#semantic gUsed
#semantic sUnused
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 pUnused :  :  : 1 : 0
#var float4x4 pmUnused :  : , 4 : 2 : 0
#var float4 pUsed :  : c[0] : 3 : 1
#var float4 pArrUnused[0] :  :  : 4 : 0
#var float4 pArrUnused[1] :  :  : 4 : 0
#var float4 pArrUnused[2] :  :  : 4 : 0
#var float4 pArrUnused[3] :  :  : 4 : 0
#var float4 gUnused :  :  : -1 : 0
#var float4x4 mUnused :  : , 4 : -1 : 0
#var float4 gUsed :  : c[1] : -1 : 1
#var sampler2D sUnused :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R0, v[0], c[1];
ADD   o[HPOS], R0, c[0];
END
# 2 instructions, 0 R-regs
