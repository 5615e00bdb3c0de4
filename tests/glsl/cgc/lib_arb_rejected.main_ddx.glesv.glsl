// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_arb_rejected.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_ddx
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main_ddx : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

#extension GL_OES_standard_derivatives : enable

vec4 _ret_0;
vec4 _TMP0;
attribute vec4 POSITION;

 // main procedure, the original name was main_ddx
void main()
{


    _TMP0 = dFdx(POSITION);
    _ret_0 = POSITION + _TMP0;
    gl_Position = _ret_0;
    return;
} // main end
